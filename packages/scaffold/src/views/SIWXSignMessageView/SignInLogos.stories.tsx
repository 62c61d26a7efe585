import type { CreateCoreParameters } from '@org/appkit-core'
import { createMockAdapter } from '@org/appkit-testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentProps } from 'react'
import { expect, within } from 'storybook/test'
import { storyImages } from '../../stories/accountFixtures.ts'
import { connectStoryWallet } from '../../stories/connectStoryWallet.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { renderPartStory } from '../../stories/renderPartStory.tsx'
import { viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { siwxSignMessageViewStyles } from './SIWXSignMessageView.styles.ts'
import { SignInLogos } from './SignInLogos.tsx'

type SignInLogosProps = ComponentProps<typeof SignInLogos>

/** The logos where the sign-in views put them: above the heading, centred. */
function SignInLogosInFrame(props: SignInLogosProps) {
  return (
    <ViewFrame className="apkt-siwx-view">
      <div className="apkt-view-status">
        <div className="apkt-view-status-visual">
          <SignInLogos {...props} />
        </div>
      </div>
    </ViewFrame>
  )
}

const storyMetadata = {
  name: 'Story dApp',
  description: 'A story dApp',
  url: 'https://story.example',
  icons: [storyImages.app],
}

interface LogosStoryOptions {
  /** `metadata` of the app; false: the app has not described itself. @default the story dApp */
  metadata?: CreateCoreParameters['metadata'] | false
  /** The wallet that connected; none: not connected. */
  wallet?: { name: string; icon?: string }
  dark?: boolean
}

/** A story core for the app `metadata`, with `wallet` connected through the core's own connect action. */
async function logosCore({ metadata = storyMetadata, wallet, dark = false }: LogosStoryOptions = {}) {
  const { adapter } = createMockAdapter()
  const core = createStoryCore({
    adapters: [adapter],
    ...(metadata ? { metadata } : {}),
    ...(dark ? { themeMode: 'dark' as const } : {}),
  })
  if (wallet) await connectStoryWallet(core, 'eip155', wallet)
  return core
}

const storyWallet = { name: 'Story Wallet', icon: storyImages.wallet }

const meta = {
  title: 'scaffold/views/SIWXSignMessageView/SignInLogos',
  component: SignInLogos,
  render: renderPartStory(SignInLogosInFrame, siwxSignMessageViewStyles),
  parameters: viewStoryParameters,
  args: { waiting: false },
  loaders: [async () => ({ core: await logosCore({ wallet: storyWallet }) })],
} satisfies Meta<typeof SignInLogos>

export default meta
type Story = StoryObj<typeof meta>

/** The app's icon (named "<app> logo") beside the connected wallet's (named after the wallet), joined by a line. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const root = await findViewRoot(canvasElement)
    const canvas = within(root)
    await expect(canvas.getByRole('img', { name: 'Story dApp logo' })).toHaveAttribute('src', storyImages.app)
    await expect(canvas.getByRole('img', { name: 'Story Wallet' })).toHaveAttribute('src', storyImages.wallet)
    await expect(root.querySelector('.apkt-sign-in-logos')).not.toHaveAttribute('data-waiting')
  },
}

/** Waiting for the signature: the line between them turns accent and pulses (steady under reduced motion). */
export const Waiting: Story = {
  args: { waiting: true },
  play: async ({ canvasElement }) => {
    const root = await findViewRoot(canvasElement)
    await expect(root.querySelector('.apkt-sign-in-logos')).toHaveAttribute('data-waiting', '')
  },
}

/** No `metadata`: "This app" names the fallback icon. */
export const NoAppMetadata: Story = {
  loaders: [async () => ({ core: await logosCore({ metadata: false, wallet: storyWallet }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('img', { name: 'This app logo' })).toBeVisible()
  },
}

/** `metadata` without icons: the app's name on the fallback icon. */
export const AppWithoutIcon: Story = {
  loaders: [
    async () => ({
      core: await logosCore({ metadata: { ...storyMetadata, icons: [] }, wallet: storyWallet }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('img', { name: 'Story dApp logo' })).not.toHaveAttribute('src')
  },
}

/** A wallet that gave no icon: its name on the fallback icon. */
export const WalletWithoutIcon: Story = {
  loaders: [async () => ({ core: await logosCore({ wallet: { name: 'Story Wallet' } }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('img', { name: 'Story Wallet' })).not.toHaveAttribute('src')
  },
}

/** No wallet connected yet: a decorative fallback on the wallet's side. */
export const NotConnected: Story = {
  loaders: [async () => ({ core: await logosCore() })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getAllByRole('img')).toHaveLength(1)
  },
}

export const German: Story = {
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('img', { name: 'Logo von Story dApp' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await logosCore({ wallet: storyWallet, dark: true }) })],
}

export const DarkWaiting: Story = {
  args: { waiting: true },
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await logosCore({ wallet: storyWallet, dark: true }) })],
}
