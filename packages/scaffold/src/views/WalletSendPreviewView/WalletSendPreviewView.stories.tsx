import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { createSendPreviewStoryCore } from '../../stories/createSendPreviewStoryCore.ts'
import { createSendStoryCore } from '../../stories/createSendStoryCore.ts'
import {
  createSolanaSendStoryCore,
  type SolanaSendStoryOptions,
} from '../../stories/createSolanaSendStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import {
  STORY_SOLANA_RECEIVER,
  storyDevnetUsd,
  storySol,
  storySolanaTokens,
} from '../../stories/solanaFixtures.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { waitForNetworkFee } from '../../stories/waitForNetworkFee.ts'
import { waitForTransitions } from '../../stories/waitForTransitions.ts'
import { walletSendPreviewViewStyles } from './WalletSendPreviewView.styles.ts'
import { WalletSendPreviewView } from './WalletSendPreviewView.tsx'

type Loaded = { core: Awaited<ReturnType<typeof createSendStoryCore>> }

/** 0.5 SOL to a base58 address on the local devnet, on the preview; `options` add to it. */
function solanaPreviewCore({ send, ...options }: SolanaSendStoryOptions = {}) {
  return createSolanaSendStoryCore({
    route: { view: 'WalletSendPreview' },
    send: {
      tokenBalances: storySolanaTokens,
      token: storySol,
      amount: '0.5',
      receiver: STORY_SOLANA_RECEIVER,
      ...send,
    },
    ...options,
  })
}

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

/** No gas price from the API: the fee estimated at the adapter's own price, but a native EVM send cannot start. */
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

/**
 * A SOL send on the local devnet: the amount with its USD value, the base58 receiver, and the fee the Solana
 * adapter estimated (5000 lamports: the API quotes no gas price on Solana) with its USD value.
 */
export const Solana: Story = {
  loaders: [async () => ({ core: await solanaPreviewCore() })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByText('0.5 SOL')).toBeVisible()
    await expect(canvas.getByText('≈ $75.00')).toBeVisible()
    await expect(canvas.getByText('9WzD...YtAWWM')).toBeVisible()
    await expect(canvas.getByText('Solana Local')).toBeVisible()
    await expect(await canvas.findByText('Less than 0.001 SOL')).toBeVisible()
    await expect(canvas.getByText('Less than $0.01')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled()
    await waitForNetworkFee(canvasElement)
  },
}

/**
 * 25 dUSD to a receiver without a dUSD account: the send creates it, so the fee includes its rent (5000 + 2039280
 * lamports).
 */
export const SolanaTokenSend: Story = {
  loaders: [
    async () => ({
      core: await solanaPreviewCore({
        send: { token: storyDevnetUsd, amount: '25' },
        receiverHasTokenAccount: false,
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByText('25 dUSD')).toBeVisible()
    await expect(canvas.getByText('≈ $25.00')).toBeVisible()
    await expect(await canvas.findByText('0.002 SOL')).toBeVisible()
    await expect(canvas.getByText('$0.31')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled()
    await waitForNetworkFee(canvasElement)
  },
}

/** The Solana send failed (the node refused it): the spec's Solana message, and the review stays for another try. */
export const SolanaFailed: Story = {
  loaders: [async () => ({ core: await solanaPreviewCore({ wallet: 'fails' }) })],
  play: async ({ canvasElement, loaded }) => {
    const { core } = loaded as Loaded
    const canvas = within(await findViewRoot(canvasElement))
    const send = canvas.getByRole('button', { name: 'Send' })
    await waitFor(() => expect(send).toBeEnabled())
    await userEvent.click(send)
    await waitFor(() =>
      expect(core.snack.state.message).toBe('Failed to send transaction. Please try again.'),
    )
    await expect(core.snack.state.variant).toBe('error')
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled()
    await expect(canvas.getByText('0.5 SOL')).toBeVisible()
    await waitForTransitions(canvasElement)
  },
}

/**
 * A Solana send of 0 SOL: the review shows it but Send stays disabled. The view never asks the core to send it; if
 * anything did, the core refuses before the wallet with the spec's Solana message, which the modal's toast shows.
 */
export const SolanaInvalid: Story = {
  loaders: [async () => ({ core: await solanaPreviewCore({ send: { amount: '0' } }) })],
  play: async ({ canvasElement, loaded }) => {
    const { core } = loaded as Loaded
    const canvas = within(await findViewRoot(canvasElement))
    await waitForNetworkFee(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled()
    await expect(await core.send.send()).toMatchObject({ status: 'invalid' })
    await expect(core.snack.state.message).toBe('Please enter a valid amount and receiver address')
    await expect(core.router.state.view).toBe('WalletSendPreview')
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
