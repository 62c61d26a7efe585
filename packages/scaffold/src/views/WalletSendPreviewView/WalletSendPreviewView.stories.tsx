import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { createSendPreviewStoryCore } from '../../stories/createSendPreviewStoryCore.ts'
import { createSendStoryCore } from '../../stories/createSendStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { waitForNetworkFee } from '../../stories/waitForNetworkFee.ts'
import { waitForTransitions } from '../../stories/waitForTransitions.ts'
import { walletSendPreviewViewStyles } from './WalletSendPreviewView.styles.ts'
import { WalletSendPreviewView } from './WalletSendPreviewView.tsx'

type Loaded = { core: Awaited<ReturnType<typeof createSendStoryCore>> }

const meta = {
  title: 'scaffold/views/WalletSendPreviewView',
  render: renderViewStory(WalletSendPreviewView, walletSendPreviewViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: await createSendPreviewStoryCore() })],
  play: async ({ canvasElement }) => waitForNetworkFee(canvasElement),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Amount with its USD value, the receiver's profile, network and the estimated fee with its USD value. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByText('Less than 0.001 ETH')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled()
    await waitForNetworkFee(canvasElement)
  },
}

/** A token send to an address without a profile. */
export const TokenToAddress: Story = {
  loaders: [async () => ({ core: await createSendPreviewStoryCore('tokenToAddress') })],
}

/** Confirm: the send succeeds, the form is reset and the modal returns to the account. */
export const Confirmed: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { core } = loaded as Loaded
    const canvas = within(await findViewRoot(canvasElement))
    const send = canvas.getByRole('button', { name: 'Send' })
    await waitFor(() => expect(send).toBeEnabled())
    await userEvent.click(send)
    await waitFor(() => expect(core.router.state.view).toBe('Account'))
    await expect(core.snack.state.message).toBe('Transaction started')
    await waitForTransitions(canvasElement)
  },
}

/** The wallet has not answered yet: Send is busy. */
export const Sending: Story = {
  loaders: [async () => ({ core: await createSendPreviewStoryCore('filled', { wallet: 'waits' }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const send = canvas.getByRole('button', { name: 'Send' })
    await waitFor(() => expect(send).toBeEnabled())
    await userEvent.click(send)
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'))
    await waitForTransitions(canvasElement)
  },
}

/** The wallet declined: 'Something went wrong', and the review stays for another try. */
export const Failed: Story = {
  loaders: [async () => ({ core: await createSendPreviewStoryCore('filled', { wallet: 'declines' }) })],
  play: async ({ canvasElement, loaded }) => {
    const { core } = loaded as Loaded
    const canvas = within(await findViewRoot(canvasElement))
    const send = canvas.getByRole('button', { name: 'Send' })
    await waitFor(() => expect(send).toBeEnabled())
    await userEvent.click(send)
    await waitFor(() => expect(core.snack.state.message).toBe('Something went wrong'))
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled()
    await waitForTransitions(canvasElement)
  },
}

/** The network balance is below the fee in USD: flagged, and Send waits (spec §5). */
export const InsufficientGas: Story = {
  loaders: [async () => ({ core: await createSendPreviewStoryCore('insufficientGas') })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Not enough ETH for the network fee')
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled()
    await waitForNetworkFee(canvasElement)
  },
}

/** The same balance on a smart account: never flagged (spec §5). */
export const SmartAccount: Story = {
  loaders: [async () => ({ core: await createSendPreviewStoryCore('smartAccount') })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled())
    await expect(canvas.queryByRole('alert')).toBeNull()
    await waitForNetworkFee(canvasElement)
  },
}

/** No gas price from the API: the fee is unavailable and a native send cannot start. */
export const FeeUnavailable: Story = {
  loaders: [
    async () => ({ core: await createSendPreviewStoryCore('filled', { api: { gasPrice: 'error' } }) }),
  ],
}

/** The gas price has not arrived: Send waits. */
export const FeeEstimating: Story = {
  loaders: [
    async () => ({ core: await createSendPreviewStoryCore('filled', { api: { gasPrice: 'pending' } }) }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByText('Estimating')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled()
  },
}

/** Opened without a complete form. */
export const NothingToReview: Story = {
  loaders: [async () => ({ core: await createSendStoryCore({ route: { view: 'WalletSendPreview' } }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('button', { name: 'Back to send' })).toBeVisible()
  },
}

export const German: Story = { parameters: { locale: 'de' } }

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await createSendPreviewStoryCore('filled', { dark: true }) })],
}
