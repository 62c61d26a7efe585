import type { SendTokenBalance } from '@org/appkit-core/internal'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { useCore } from '../../context/CoreContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { storyTokens } from '../../stories/accountFixtures.ts'
import { createSendPreviewStoryCore } from '../../stories/createSendPreviewStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { waitForNetworkFee } from '../../stories/waitForNetworkFee.ts'
import { waitForTransitions } from '../../stories/waitForTransitions.ts'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import { useSendAccount } from '../WalletSendView/useSendAccount.ts'
import { SendPreview } from './SendPreview.tsx'
import { walletSendPreviewViewStyles } from './WalletSendPreviewView.styles.ts'

/**
 * The review of the story wallet's filled send, as the preview view renders it: from the send state, busy while
 * the wallet is asked. Once the send is reset (sent or cancelled) there is nothing left to review.
 */
function SendPreviewOfSend() {
  const core = useCore()
  const send = useStateSnapshot(core.send.state)
  const from = useSendAccount()
  const { token, sendTokenAmount, receiverAddress } = send
  return (
    <ViewFrame className="apkt-wallet-send-preview-view" busy={send.loading}>
      {from && token && sendTokenAmount && receiverAddress ? (
        <SendPreview
          namespace={from.namespace}
          network={from.network}
          token={token}
          amount={sendTokenAmount}
          receiverAddress={receiverAddress}
        />
      ) : null}
    </ViewFrame>
  )
}

const [, , TST] = storyTokens as [SendTokenBalance, SendTokenBalance, SendTokenBalance]

type Loaded = { core: Awaited<ReturnType<typeof createSendPreviewStoryCore>> }

/** Send, once the fee estimate enabled it. */
async function findEnabledSend(canvasElement: HTMLElement) {
  const canvas = within(await findViewRoot(canvasElement))
  const send = canvas.getByRole('button', { name: 'Send' })
  await waitFor(() => expect(send).toBeEnabled())
  return send
}

const meta = {
  title: 'scaffold/views/WalletSendPreviewView/SendPreview',
  render: renderViewStory(SendPreviewOfSend, walletSendPreviewViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: await createSendPreviewStoryCore() })],
  play: async ({ canvasElement }) => waitForNetworkFee(canvasElement),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/**
 * The amount with its USD value, the receiver's name and avatar over the shortened address, the network, and
 * the estimated fee with its USD value; Send enabled.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const root = await findViewRoot(canvasElement)
    const canvas = within(root)
    const sending = canvas.getByRole('region', { name: 'You send' })
    await expect(within(sending).getByText('0.5 ETH')).toBeVisible()
    await expect(within(sending).getByText('≈ $1,550.25')).toBeVisible()
    const to = canvas.getByRole('region', { name: 'To' })
    await expect(within(to).getByText('alice.reown.id')).toBeVisible()
    await expect(within(to).getByText('0x70...dc79C8')).toBeVisible()
    await expect(to.querySelector('.apkt-address-avatar img')).not.toBeNull()
    await expect(await canvas.findByText('Less than 0.001 ETH')).toBeVisible()
    await expect(within(canvas.getByRole('region', { name: 'Details' })).getByText('Devnet')).toBeVisible()
    await expect(await findEnabledSend(canvasElement)).toBeVisible()
    await waitForNetworkFee(canvasElement)
  },
}

/** A token send to an address without a profile: the address's gradient, no name. */
export const TokenToAddress: Story = {
  loaders: [async () => ({ core: await createSendPreviewStoryCore('tokenToAddress') })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByText('25 USDC')).toBeVisible()
    const to = canvas.getByRole('region', { name: 'To' })
    await expect(to.querySelector('.apkt-send-profile-name')).toBeNull()
    await expect(to.querySelector('.apkt-address-avatar-svg')).not.toBeNull()
    await waitForNetworkFee(canvasElement)
  },
}

/** A token without a price or an icon: no USD value, its first letter for an icon. */
export const TokenWithoutPrice: Story = {
  loaders: [
    async () => ({
      core: await createSendPreviewStoryCore('filled', { send: { token: TST, amount: '1000' } }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const root = await findViewRoot(canvasElement)
    const sending = within(root).getByRole('region', { name: 'You send' })
    await expect(within(sending).getByText('1000 TST')).toBeVisible()
    await expect(within(sending).queryByText(/≈/)).toBeNull()
    await expect(sending.querySelector('.apkt-token-image-letter')).toHaveTextContent('T')
    await waitForNetworkFee(canvasElement)
  },
}

/** The gas price has not arrived: 'Estimating', the row busy, and Send waits. */
export const FeeEstimating: Story = {
  loaders: [
    async () => ({ core: await createSendPreviewStoryCore('filled', { api: { gasPrice: 'pending' } }) }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const fee = canvas.getByText('Estimating')
    await expect(fee).toBeVisible()
    await expect(fee.closest('.apkt-send-preview-row')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled()
  },
}

/** The adapter could not estimate the fee: it is unavailable, and Send waits. */
export const FeeUnavailable: Story = {
  loaders: [
    async () => ({
      core: await createSendPreviewStoryCore('filled', {
        adapter: (adapter) => ({ ...adapter, estimateSendFee: () => Promise.reject(new Error('node down')) }),
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByText('Unavailable')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled()
    await waitForNetworkFee(canvasElement)
  },
}

/**
 * No gas price from the API: the adapter estimates the fee at its own price, but a native EVM send cannot start
 * without the quote (spec §5).
 */
export const NoGasPrice: Story = {
  loaders: [
    async () => ({ core: await createSendPreviewStoryCore('filled', { api: { gasPrice: 'error' } }) }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByText('Less than 0.001 ETH')).toBeVisible()
    await waitForNetworkFee(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled()
  },
}

/** The network balance is below the fee in USD: flagged with what to do, and Send waits (spec §5). */
export const InsufficientGas: Story = {
  loaders: [async () => ({ core: await createSendPreviewStoryCore('insufficientGas') })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Not enough ETH for the network fee')
    await expect(alert).toHaveTextContent('Add ETH on Devnet to pay the fee, then try again.')
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled()
    await waitForNetworkFee(canvasElement)
  },
}

/** The same balance on a smart account: never flagged (spec §5). */
export const SmartAccount: Story = {
  loaders: [async () => ({ core: await createSendPreviewStoryCore('smartAccount') })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await findEnabledSend(canvasElement)
    await expect(canvas.queryByRole('alert')).toBeNull()
    await waitForNetworkFee(canvasElement)
  },
}

/** The wallet has not answered yet: Send is busy, Cancel waits. */
export const Sending: Story = {
  loaders: [async () => ({ core: await createSendPreviewStoryCore('filled', { wallet: 'waits' }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const send = await findEnabledSend(canvasElement)
    await userEvent.click(send)
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'))
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await waitForTransitions(canvasElement)
  },
}

/** The wallet declined: 'Something went wrong', and the review stays for another try. */
export const Failed: Story = {
  loaders: [async () => ({ core: await createSendPreviewStoryCore('filled', { wallet: 'declines' }) })],
  play: async ({ canvasElement, loaded }) => {
    const { core } = loaded as Loaded
    await userEvent.click(await findEnabledSend(canvasElement))
    await waitFor(() => expect(core.snack.state.message).toBe('Something went wrong'))
    await expect(await findEnabledSend(canvasElement)).toBeVisible()
    await waitForTransitions(canvasElement)
  },
}

/** The wallet approved: 'Transaction started', the form reset and the modal back on the account. */
export const Confirmed: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { core } = loaded as Loaded
    await userEvent.click(await findEnabledSend(canvasElement))
    await waitFor(() => expect(core.router.state.view).toBe('Account'))
    await expect(core.snack.state.message).toBe('Transaction started')
    await expect(core.send.state.token).toBeUndefined()
  },
}

/** Cancel drops the send and returns to the account without asking the wallet. */
export const Cancelled: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { core } = loaded as Loaded
    const canvas = within(await findViewRoot(canvasElement))
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await expect(core.router.state.view).toBe('Account')
    await expect(core.send.state.receiverAddress).toBeUndefined()
    await expect(core.snack.state.open).toBe(false)
  },
}

export const German: Story = {
  parameters: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('button', { name: 'Abbrechen' })).toBeVisible()
    await waitForNetworkFee(canvasElement)
  },
}

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await createSendPreviewStoryCore('filled', { dark: true }) })],
}

export const DarkInsufficientGas: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await createSendPreviewStoryCore('insufficientGas', { dark: true }) })],
}
