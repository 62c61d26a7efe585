import type { SendTokenBalance } from '@org/appkit-core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { storyImages, storyTokens } from '../../stories/accountFixtures.ts'
import { createSendStoryCore, type SendStoryOptions } from '../../stories/createSendStoryCore.ts'
import { STORY_ADDRESS } from '../../stories/createStoryAdapter.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { STORY_RECEIVER } from '../../stories/sendFixtures.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { waitForTransitions } from '../../stories/waitForTransitions.ts'
import { walletSendPreviewViewStyles } from './WalletSendPreviewView.styles.ts'
import { WalletSendPreviewView } from './WalletSendPreviewView.tsx'

const [ETH, USDC] = storyTokens as [SendTokenBalance, SendTokenBalance]
const poorEth: SendTokenBalance = { ...ETH, value: 0.01, quantity: { decimals: '18', numeric: '0.000003' } }
type Loaded = { core: Awaited<ReturnType<typeof createSendStoryCore>> }

/** A filled send on the preview, the wallet answering as `wallet` says. */
function previewCore(
  { send, ...options }: SendStoryOptions = {},
  wallet: 'approves' | 'declines' | 'waits' = 'approves',
) {
  return createSendStoryCore({
    route: { view: 'WalletSendPreview' },
    send: {
      tokenBalances: storyTokens,
      token: ETH,
      amount: '0.5',
      receiver: STORY_RECEIVER,
      receiverName: 'alice.reown.id',
      receiverImage: storyImages.profile,
      ...send,
    },
    adapter: (adapter) => ({
      ...adapter,
      sendTransaction: () =>
        wallet === 'waits'
          ? new Promise(() => undefined)
          : wallet === 'declines'
            ? Promise.reject(new Error('The wallet declined'))
            : Promise.resolve({ hash: `0x${'ab'.repeat(32)}` }),
    }),
    ...options,
  })
}

/** Waits for the fee estimate to settle (it enables Send) and for the button to finish changing colour. */
async function feeSettled(canvasElement: HTMLElement) {
  const root = await findViewRoot(canvasElement)
  await waitFor(() => expect(root.querySelector('.apkt-send-preview-row[aria-busy]')).toBeNull())
  await waitForTransitions(canvasElement)
}

const meta = {
  title: 'scaffold/views/WalletSendPreviewView',
  render: renderViewStory(WalletSendPreviewView, walletSendPreviewViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: await previewCore() })],
  play: async ({ canvasElement }) => feeSettled(canvasElement),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Amount with its USD value, the receiver's profile, network and the estimated fee with its USD value. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByText('Less than 0.001 ETH')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled()
    await feeSettled(canvasElement)
  },
}

/** A token send to an address without a profile. */
export const TokenToAddress: Story = {
  loaders: [
    async () => ({
      core: await previewCore({
        send: { token: USDC, amount: '25', receiverName: undefined, receiverImage: undefined },
      }),
    }),
  ],
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
  loaders: [async () => ({ core: await previewCore({}, 'waits') })],
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
  loaders: [async () => ({ core: await previewCore({}, 'declines') })],
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
  loaders: [
    async () => ({
      core: await previewCore({ send: { tokenBalances: [poorEth, USDC], token: USDC, amount: '1' } }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Not enough ETH for the network fee')
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled()
    await feeSettled(canvasElement)
  },
}

/** The same balance on a smart account: never flagged (spec §5). */
export const SmartAccount: Story = {
  loaders: [
    async () => ({
      core: await previewCore({
        send: { tokenBalances: [poorEth, USDC], token: USDC, amount: '1' },
        account: { allAccounts: [{ namespace: 'eip155', address: STORY_ADDRESS, type: 'smartAccount' }] },
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled())
    await expect(canvas.queryByRole('alert')).toBeNull()
    await feeSettled(canvasElement)
  },
}

/** No gas price from the API: the fee is unavailable and a native send cannot start. */
export const FeeUnavailable: Story = {
  loaders: [async () => ({ core: await previewCore({ api: { gasPrice: 'error' } }) })],
}

/** The gas price has not arrived: Send waits. */
export const FeeEstimating: Story = {
  loaders: [async () => ({ core: await previewCore({ api: { gasPrice: 'pending' } }) })],
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
  loaders: [async () => ({ core: await previewCore({ dark: true }) })],
}
