import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { connectingFarcasterViewStyles } from './ConnectingFarcasterView.styles.ts'
import { ConnectingFarcasterView } from './ConnectingFarcasterView.tsx'

const FARCASTER_URL = 'https://farcaster.xyz/~/siwf?channelToken=0b3f2c9e-8a47-4d3e-9d52-1f6c0e2a7b55'

/** The embedded wallet handed over the Farcaster URL (or not yet, with `url` undefined). */
function farcasterCore(url: string | undefined, dark = false) {
  const core = createStoryCore()
  if (dark) core.theme.setThemeMode('dark')
  if (url) core.chain.updateAccount('eip155', { farcasterUrl: url })
  return core
}

const meta = {
  title: 'scaffold/views/ConnectingFarcasterView',
  render: renderViewStory(ConnectingFarcasterView, connectingFarcasterViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: farcasterCore(FARCASTER_URL) })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: 'Open Farcaster' })).toHaveAttribute('href', FARCASTER_URL)
  },
}

/** The URL has not arrived yet. */
export const Loading: Story = {
  loaders: [async () => ({ core: farcasterCore(undefined) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeDisabled()
  },
}

export const German: Story = { parameters: { locale: 'de' } }

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: farcasterCore(FARCASTER_URL, true) })],
}
