import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { renderPartStory } from '../../stories/renderPartStory.tsx'
import { mobileStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { SendNotConnected } from './SendNotConnected.tsx'
import { walletSendViewStyles } from './WalletSendView.styles.ts'

type Loaded = { core: ReturnType<typeof createStoryCore> }

const meta = {
  title: 'scaffold/views/WalletSendView/SendNotConnected',
  component: SendNotConnected,
  render: renderPartStory(SendNotConnected, walletSendViewStyles),
  parameters: viewStoryParameters,
  args: { className: 'apkt-wallet-send-view' },
  loaders: [async () => ({ core: createStoryCore() })],
} satisfies Meta<typeof SendNotConnected>

export default meta
type Story = StoryObj<typeof meta>

/** No account to send from: said plainly, and Connect wallet leads to the Connect view. */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('heading', { name: 'No wallet connected' })).toBeVisible()
    await expect(canvas.getByText('Connect a wallet to send tokens.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Connect wallet' }))
    await expect((loaded as Loaded).core.router.state.view).toBe('Connect')
  },
}

export const German: Story = {
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('heading', { name: 'Keine Wallet verbunden' })).toBeVisible()
  },
}

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: createStoryCore({ themeMode: 'dark' }) })],
}
