import type { SendTokenBalance } from '@org/appkit-core/internal'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { storyTokens } from '../../stories/accountFixtures.ts'
import { createSendFormStoryCore } from '../../stories/createSendFormStoryCore.ts'
import { createSolanaSendStoryCore } from '../../stories/createSolanaSendStoryCore.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { STORY_RECEIVER } from '../../stories/sendFixtures.ts'
import { STORY_SOLANA_RECEIVER, storyDevnetUsd } from '../../stories/solanaFixtures.ts'
import { mobileStory, renderViewStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { waitForTransitions } from '../../stories/waitForTransitions.ts'
import { walletSendViewStyles } from './WalletSendView.styles.ts'
import { WalletSendView } from './WalletSendView.tsx'

const [, USDC] = storyTokens as [SendTokenBalance, SendTokenBalance]

/** Waits for the form (tokens loaded) and for its button to finish changing colour. */
async function formSettled(canvasElement: HTMLElement) {
  const canvas = within(await findViewRoot(canvasElement))
  await canvas.findByRole('form')
  await waitForTransitions(canvasElement)
}

const meta = {
  title: 'scaffold/views/WalletSendView',
  render: renderViewStory(WalletSendView, walletSendViewStyles),
  parameters: viewStoryParameters,
  loaders: [async () => ({ core: await createSendFormStoryCore() })],
  play: async ({ canvasElement }) => formSettled(canvasElement),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The native token preselected; the button asks for an amount. Filling the form step by step enables it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const submit = await canvas.findByRole('button', { name: 'Add amount' })
    await expect(submit).toBeDisabled()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount to send' }), '0.5')
    await expect(canvas.getByRole('button', { name: 'Add address' })).toBeDisabled()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Receiver address or name' }), STORY_RECEIVER)
    await expect(await canvas.findByText('alice.eth')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Preview send' })).toBeEnabled()
    await waitForTransitions(canvasElement)
  },
}

/** Ready to preview: amount, token, and an address receiver with its profile. */
export const Filled: Story = {
  loaders: [async () => ({ core: await createSendFormStoryCore('filled') })],
}

/** A receiver name resolved through the name records. */
export const ReceiverName: Story = {
  loaders: [
    async () => ({
      core: await createSendFormStoryCore('empty', {
        send: { token: USDC, amount: '25' },
        route: { view: 'WalletSend', data: { to: 'alice.reown.id' } },
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const profile = canvas.getByRole('status')
    await expect(await within(profile).findByText('0x70...dc79C8')).toBeVisible()
    await waitForTransitions(canvasElement)
  },
}

/** A name nobody registered. */
export const NameNotFound: Story = {
  loaders: [
    async () => ({
      core: await createSendFormStoryCore('amountTyped', {
        route: { view: 'WalletSend', data: { to: 'nobody.reown.id' } },
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByText('No address found for nobody.reown.id.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Invalid address' })).toBeDisabled()
    await waitForTransitions(canvasElement)
  },
}

/** Neither an address nor a name. */
export const InvalidAddress: Story = {
  loaders: [
    async () => ({
      core: await createSendFormStoryCore('amountTyped', {
        route: { view: 'WalletSend', data: { to: '0x1234' } },
      }),
    }),
  ],
}

/** More than the balance. */
export const InsufficientFunds: Story = {
  loaders: [async () => ({ core: await createSendFormStoryCore('insufficientFunds') })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('button', { name: 'Insufficient funds' })).toBeDisabled()
    await waitForTransitions(canvasElement)
  },
}

/** `open({ view: 'WalletSend', arguments: { amount, assetAddress, to } })`. */
export const Presets: Story = {
  loaders: [
    async () => ({
      core: await createSendFormStoryCore('empty', {
        route: { view: 'WalletSend', data: { amount: '12', assetAddress: USDC.address, to: STORY_RECEIVER } },
      }),
    }),
  ],
}

/** Max fills in the whole balance. */
export const Max: Story = {
  loaders: [async () => ({ core: await createSendFormStoryCore('usdcChosen') })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await userEvent.click(await canvas.findByRole('button', { name: 'Max' }))
    await expect(canvas.getByRole('textbox', { name: 'Amount to send' })).toHaveValue('250.000001')
    await waitForTransitions(canvasElement)
  },
}

export const LoadingTokens: Story = {
  loaders: [async () => ({ core: await createSendFormStoryCore('empty', { api: { balances: 'pending' } }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your tokens')
  },
}

/** The Blockchain API is down: the native token from the wallet's own balance, no USD values. */
export const ApiDown: Story = {
  loaders: [
    async () => ({
      core: await createSendFormStoryCore('empty', { api: { balances: 'error', names: 'error' } }),
    }),
  ],
}

/** A long token symbol and a huge balance. */
export const LongValues: Story = {
  loaders: [async () => ({ core: await createSendFormStoryCore('longValues') })],
}

/**
 * On Solana: SOL preselected with its balance; the receiver is an address only (no names on Solana). Filled with a
 * base58 address, the form goes on to the preview.
 */
export const Solana: Story = {
  loaders: [async () => ({ core: await createSolanaSendStoryCore() })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('button', { name: 'SOL selected, change token' })).toBeVisible()
    await expect(canvas.getByText('Balance: 2.5 SOL')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount to send' }), '0.5')
    await expect(canvas.getByText('≈ $75.00')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Receiver address' }), STORY_SOLANA_RECEIVER)
    await expect(canvas.getByRole('button', { name: 'Preview send' })).toBeEnabled()
    await waitForTransitions(canvasElement)
  },
}

/** On Solana with the devnet's dUSD chosen: its 6-decimal balance and USD value; ready to preview. */
export const SolanaTokenSend: Story = {
  loaders: [
    async () => ({
      core: await createSolanaSendStoryCore({
        send: { token: storyDevnetUsd, amount: '25', receiver: STORY_SOLANA_RECEIVER },
        route: { view: 'WalletSend', data: { to: STORY_SOLANA_RECEIVER } },
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('button', { name: 'dUSD selected, change token' })).toBeVisible()
    await expect(canvas.getByText('Balance: 1000 dUSD')).toBeVisible()
    await expect(canvas.getByText('≈ $25.00')).toBeVisible()
    await expect(await canvas.findByRole('button', { name: 'Preview send' })).toBeEnabled()
    await waitForTransitions(canvasElement)
  },
}

/** On Solana a name (or an EVM address) is no receiver: the field asks for a Solana Local address. */
export const SolanaInvalidAddress: Story = {
  loaders: [
    async () => ({
      core: await createSolanaSendStoryCore({
        send: { amount: '0.5' },
        route: { view: 'WalletSend', data: { to: STORY_RECEIVER } },
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(
      await canvas.findByRole('textbox', { name: 'Receiver address' }),
    ).toHaveAccessibleDescription('Enter a valid Solana Local address.')
    await expect(canvas.getByRole('button', { name: 'Invalid address' })).toBeDisabled()
    await waitForTransitions(canvasElement)
  },
}

export const NotConnected: Story = {
  loaders: [async () => ({ core: createStoryCore() })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  },
}

export const German: Story = { parameters: { locale: 'de' } }

export const Mobile: Story = { ...mobileStory }

export const Dark: Story = {
  globals: { theme: 'dark' },
  // Filled, with a name but no avatar: the address's gradient in the dark theme.
  loaders: [
    async () => ({
      core: await createSendFormStoryCore('filled', { dark: true, send: { receiverImage: undefined } }),
    }),
  ],
}
