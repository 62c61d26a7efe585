import { UserRejectedRequestError } from '@org/appkit-core'
import { createMockAdapter } from '@org/appkit-testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyImages } from '../../stories/accountFixtures.ts'
import { connectStoryWallet } from '../../stories/connectStoryWallet.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { siwxSignMessageViewStyles } from './SIWXSignMessageView.styles.ts'
import { SIWXSignMessageView } from './SIWXSignMessageView.tsx'

interface SignStoryOptions {
  onSign?: () => Promise<unknown>
  appName?: string
  dark?: boolean
}

/** A connected wallet with the modal on SIWXSignMessage; `onSign` stands in for the SIWX controller. */
async function signingCore({ onSign, appName = 'Story dApp', dark = false }: SignStoryOptions = {}) {
  const { adapter } = createMockAdapter()
  const core = createStoryCore({
    adapters: [adapter],
    metadata: {
      name: appName,
      description: 'A story dApp',
      url: 'https://story.example',
      icons: [storyImages.app],
    },
  })
  if (dark) core.theme.setThemeMode('dark')
  await connectStoryWallet(core, 'eip155', { name: 'Story Wallet', icon: storyImages.wallet })
  core.modal.open()
  core.router.push('SIWXSignMessage', onSign ? { onSign, onCancel: fn() } : undefined)
  return core
}

const meta = {
  title: 'scaffold/views/SIWXSignMessageView',
  render: renderViewStory(SIWXSignMessageView, siwxSignMessageViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: await signingCore({ onSign: fn(async () => undefined) }) })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Sign pressed, the wallet is showing the message. */
export const Signing: Story = {
  loaders: [async () => ({ core: await signingCore({ onSign: () => new Promise(() => undefined) }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await userEvent.click(canvas.getByRole('button', { name: 'Sign' }))
    await expect(canvas.getByRole('button', { name: 'Sign' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** The visitor declined the signature. */
export const Declined: Story = {
  loaders: [
    async () => ({
      core: await signingCore({
        onSign: async () => {
          throw new UserRejectedRequestError()
        },
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await userEvent.click(canvas.getByRole('button', { name: 'Sign' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Signature declined')
  },
}

/** No sign-in flow handed in (the SIWX controller is not built yet): Sign is disabled and the view says why. */
export const Unavailable: Story = {
  loaders: [async () => ({ core: await signingCore() })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('button', { name: 'Sign' })).toBeDisabled()
  },
}

export const LongNames: Story = {
  loaders: [
    async () => ({
      core: await signingCore({
        onSign: async () => undefined,
        appName: 'The Extraordinarily Long Decentralised Application Name Of Tomorrow',
      }),
    }),
  ],
  parameters: { locale: 'de' },
}

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await signingCore({ onSign: async () => undefined, dark: true }) })],
}
