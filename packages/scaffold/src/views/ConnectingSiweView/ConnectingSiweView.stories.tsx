import { createMockAdapter } from '@org/appkit-testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { storyImages } from '../../stories/accountFixtures.ts'
import { connectStoryWallet } from '../../stories/connectStoryWallet.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { connectingSiweViewStyles } from './ConnectingSiweView.styles.ts'
import { ConnectingSiweView } from './ConnectingSiweView.tsx'

/** A connected wallet with the modal on ConnectingSiwe; `onSign` stands in for a SIWE client. */
async function siweCore(onSign: (() => Promise<unknown>) | undefined, dark = false) {
  const { adapter } = createMockAdapter()
  const core = createStoryCore({
    adapters: [adapter],
    metadata: { name: 'Story dApp', description: '', url: 'https://story.example', icons: [storyImages.app] },
  })
  if (dark) core.theme.setThemeMode('dark')
  await connectStoryWallet(core, 'eip155', { name: 'Story Wallet', icon: storyImages.wallet })
  core.router.push('ConnectingSiwe', onSign ? { onSign, onCancel: fn() } : undefined)
  return core
}

const waitForever = () => new Promise<void>(() => undefined)

const meta = {
  title: 'scaffold/views/ConnectingSiweView',
  render: renderViewStory(ConnectingSiweView, connectingSiweViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: await siweCore(waitForever) })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Waiting for the wallet to sign. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('status')).toHaveTextContent('Sign in with your wallet')
  },
}

/** Declined (code 4001): Try again asks once more. */
export const Declined: Story = {
  loaders: [async () => ({ core: await siweCore(() => Promise.reject({ code: 4001 })) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('heading', { name: 'Signature declined' })).toBeVisible()
  },
}

/** Signing failed for another reason. */
export const Failed: Story = {
  loaders: [async () => ({ core: await siweCore(() => Promise.reject(new Error('no session'))) })],
}

/** No sign-in flow handed in. */
export const Unavailable: Story = {
  loaders: [async () => ({ core: await siweCore(undefined) })],
}

export const German: Story = { parameters: { locale: 'de' } }

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await siweCore(waitForever, true) })],
}
