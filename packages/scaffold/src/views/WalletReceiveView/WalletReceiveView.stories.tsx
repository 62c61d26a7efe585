import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { createAccountStoryCore } from '../../stories/createAccountStoryCore.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { walletReceiveViewStyles } from './WalletReceiveView.styles.ts'
import { WalletReceiveView } from './WalletReceiveView.tsx'

type Loaded = { core: Awaited<ReturnType<typeof createAccountStoryCore>> }

const meta = {
  title: 'scaffold/views/WalletReceiveView',
  render: renderViewStory(WalletReceiveView, walletReceiveViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: await createAccountStoryCore() })],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The address as a QR code and as text, Copy, and the EVM networks it is valid on. */
export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('img', { name: 'QR code of your address' })).toBeVisible()
    const networks = canvas.getByRole('region', { name: 'Networks for this address' })
    await expect(
      within(networks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Devnet', 'Ethereum'])
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }))
    // Chromium may refuse the clipboard to a test page: either toast is the honest answer.
    await waitFor(() => expect((loaded as Loaded).core.snack.state.open).toBe(true))
  },
}

export const NotConnected: Story = {
  loaders: [async () => ({ core: createStoryCore() })],
}

export const German: Story = { parameters: { locale: 'de' } }

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await createAccountStoryCore({ dark: true }) })],
}
