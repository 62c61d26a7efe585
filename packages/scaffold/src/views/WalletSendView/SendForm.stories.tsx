import type { SendTokenBalance } from '@org/appkit-core/internal'
import { createMockAdapter } from '@org/appkit-testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { storyChainImages, storyImages, storyTokens } from '../../stories/accountFixtures.ts'
import { connectStoryWallet } from '../../stories/connectStoryWallet.ts'
import { createSendFormStoryCore, sendFormStoryApi } from '../../stories/createSendFormStoryCore.ts'
import { createSolanaSendStoryCore } from '../../stories/createSolanaSendStoryCore.ts'
import { createStoryCore } from '../../stories/createStoryCore.ts'
import { findViewRoot } from '../../stories/findViewRoot.ts'
import { renderPartStory } from '../../stories/renderPartStory.tsx'
import { createSendStoryApiFetch, STORY_RECEIVER, storyReceiverProfile } from '../../stories/sendFixtures.ts'
import { STORY_SOLANA_RECEIVER, storyDevnetUsd } from '../../stories/solanaFixtures.ts'
import { mobileStory, viewStoryParameters } from '../../stories/ViewStoryFrame.tsx'
import { waitForTransitions } from '../../stories/waitForTransitions.ts'
import { ViewFrame } from '../ViewFrame/ViewFrame.tsx'
import type { SendPresets } from './readSendPresets.ts'
import { SendForm } from './SendForm.tsx'
import { useSendAccount } from './useSendAccount.ts'
import { walletSendViewStyles } from './WalletSendView.styles.ts'

/** The form for the story wallet's account and network, as the Send view renders it once connected. */
function SendFormOfAccount({ presets }: { presets?: SendPresets | undefined }) {
  const from = useSendAccount()
  return (
    <ViewFrame className="apkt-wallet-send-view">
      {from ? <SendForm namespace={from.namespace} network={from.network} presets={presets} /> : null}
    </ViewFrame>
  )
}

const [, USDC] = storyTokens as [SendTokenBalance, SendTokenBalance]
type Loaded = { core: Awaited<ReturnType<typeof createSendFormStoryCore>> }

/** Waits for the form (tokens loaded) and for its button to finish changing colour. */
async function formSettled(canvasElement: HTMLElement) {
  await within(await findViewRoot(canvasElement)).findByRole('form')
  await waitForTransitions(canvasElement)
}

/** A button of the form by its accessible name, once the form shows. */
async function findSubmit(canvasElement: HTMLElement, name: string) {
  return within(await findViewRoot(canvasElement)).findByRole('button', { name })
}

const meta = {
  title: 'scaffold/views/WalletSendView/SendForm',
  render: renderPartStory(SendFormOfAccount, walletSendViewStyles),
  parameters: viewStoryParameters,
  args: { presets: undefined },
  loaders: [async () => ({ core: await createSendFormStoryCore() })],
  play: async ({ canvasElement }) => formSettled(canvasElement),
} satisfies Meta<typeof SendFormOfAccount>

export default meta
type Story = StoryObj<typeof meta>

/** The native token preselected with its balance and Max; the button asks for an amount first. */
export const AddAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await findSubmit(canvasElement, 'Add amount')).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'ETH selected, change token' })).toBeVisible()
    await expect(canvas.getByText('Balance: 1.235 ETH')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Max' })).toBeVisible()
    await formSettled(canvasElement)
  },
}

/** The tokens have not loaded: skeleton rows, announced once. */
export const LoadingTokens: Story = {
  loaders: [async () => ({ core: await createSendFormStoryCore('empty', { api: { balances: 'pending' } }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your tokens')
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

/** An amount within the balance, with its USD value: the receiver comes next. */
export const AddAddress: Story = {
  loaders: [async () => ({ core: await createSendFormStoryCore('amountTyped') })],
  play: async ({ canvasElement }) => {
    await expect(await findSubmit(canvasElement, 'Add address')).toBeDisabled()
    await expect(within(await findViewRoot(canvasElement)).getByText('≈ $310.05')).toBeVisible()
    await formSettled(canvasElement)
  },
}

/** More than the balance. */
export const InsufficientFunds: Story = {
  loaders: [
    async () => ({
      core: await createSendFormStoryCore('insufficientFunds'),
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await findSubmit(canvasElement, 'Insufficient funds')).toBeDisabled()
    await formSettled(canvasElement)
  },
}

/** Ready to preview, as the form is when the visitor comes back from the token picker or the review. */
export const Filled: Story = {
  loaders: [async () => ({ core: await createSendFormStoryCore('filled') })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(within(canvas.getByRole('status')).getByText('alice.eth')).toBeVisible()
    await expect(await findSubmit(canvasElement, 'Preview send')).toBeEnabled()
    await formSettled(canvasElement)
  },
}

/** An address typed: its identity (name and avatar) shows under the field; Preview send goes on to the review. */
export const AddressWithProfile: Story = {
  loaders: [async () => ({ core: await createSendFormStoryCore('amountTyped') })],
  args: { presets: { to: STORY_RECEIVER } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const profile = canvas.getByRole('status')
    await expect(await within(profile).findByText('alice.eth')).toBeVisible()
    await expect(within(profile).getByText('0x70...dc79C8')).toBeVisible()
    await userEvent.click(await findSubmit(canvasElement, 'Preview send'))
    await expect((loaded as Loaded).core.router.state.view).toBe('WalletSendPreview')
    await formSettled(canvasElement)
  },
}

/** A name resolved through the name records: the name with its avatar, and the address it points to. */
export const ResolvedName: Story = {
  loaders: [
    async () => ({
      core: await createSendFormStoryCore('empty', {
        api: {
          ...sendFormStoryApi,
          names: {
            'alice.reown.id': { ...storyReceiverProfile, attributes: { avatar: storyImages.profile } },
          },
        },
        send: { token: USDC, amount: '25' },
      }),
    }),
  ],
  args: { presets: { to: 'alice.reown.id' } },
  play: async ({ canvasElement, loaded }) => {
    const root = await findViewRoot(canvasElement)
    const profile = within(root).getByRole('status')
    await expect(await within(profile).findByText('0x70...dc79C8')).toBeVisible()
    await expect(within(profile).getByText('alice.reown.id')).toBeVisible()
    await expect(profile.querySelector('.apkt-address-avatar img')).not.toBeNull()
    await expect((loaded as Loaded).core.send.state.receiverAddress).toBe(STORY_RECEIVER)
    await expect(await findSubmit(canvasElement, 'Preview send')).toBeEnabled()
    await formSettled(canvasElement)
  },
}

/** A name still being looked up (the wallet's name service has not answered): the button waits. */
export const ResolvingName: Story = {
  loaders: [
    async () => ({
      core: await createSendFormStoryCore('amountTyped', {
        adapter: (adapter) => ({ ...adapter, resolveName: () => new Promise(() => undefined) }),
      }),
    }),
  ],
  args: { presets: { to: 'alice.eth' } },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const submit = await findSubmit(canvasElement, 'Finding address')
    await expect(submit).toHaveAttribute('aria-busy', 'true')
    await expect(
      canvas.getByRole('textbox', { name: 'Receiver address or name' }),
    ).toHaveAccessibleDescription('Looking up alice.eth…')
    await formSettled(canvasElement)
  },
}

/** A name nobody registered. */
export const NameNotFound: Story = {
  loaders: [async () => ({ core: await createSendFormStoryCore('amountTyped') })],
  args: { presets: { to: 'nobody.reown.id' } },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByText('No address found for nobody.reown.id.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Invalid address' })).toBeDisabled()
    await formSettled(canvasElement)
  },
}

/** The name lookup itself failed (the API is down): said apart from an unknown name. */
export const NameLookupFailed: Story = {
  loaders: [
    async () => ({
      core: await createSendFormStoryCore('amountTyped', { api: { ...sendFormStoryApi, names: 'error' } }),
    }),
  ],
  args: { presets: { to: 'alice.reown.id' } },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    // The client retries a server error twice (1 s, then 2 s) before it gives up.
    await expect(
      await canvas.findByText(
        'Could not look up alice.reown.id. Check your connection and try again.',
        undefined,
        {
          timeout: 10_000,
        },
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Invalid address' })).toBeDisabled()
    await formSettled(canvasElement)
  },
}

/** Neither an address nor a name. */
export const InvalidAddress: Story = {
  loaders: [async () => ({ core: await createSendFormStoryCore('amountTyped') })],
  args: { presets: { to: '0x1234' } },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(
      canvas.getByRole('textbox', { name: 'Receiver address or name' }),
    ).toHaveAccessibleDescription('Enter a valid Devnet address.')
    await expect(await findSubmit(canvasElement, 'Invalid address')).toBeDisabled()
    await formSettled(canvasElement)
  },
}

/** Nothing to send: no token from the API and no native balance. The button asks for a token. */
export const SelectToken: Story = {
  loaders: [
    async () => ({
      core: await createSendFormStoryCore('empty', { api: { balances: [] }, account: { balance: '0' } }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    const [tokenButton, submit] = await canvas.findAllByRole('button', { name: 'Select token' })
    await expect(tokenButton).toBeEnabled()
    await expect(submit).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'Max' })).toBeNull()
    await formSettled(canvasElement)
  },
}

/** Max fills in the whole balance, to its last decimal. */
export const Max: Story = {
  loaders: [async () => ({ core: await createSendFormStoryCore('usdcChosen') })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await userEvent.click(await canvas.findByRole('button', { name: 'Max' }))
    await expect(canvas.getByRole('textbox', { name: 'Amount to send' })).toHaveValue('250.000001')
    await waitFor(() => expect(canvas.getByText('≈ $250.00')).toBeVisible())
    await formSettled(canvasElement)
  },
}

/** `open()` presets: the token at `assetAddress` chosen and the receiver `to` typed in. */
export const Presets: Story = {
  loaders: [async () => ({ core: await createSendFormStoryCore('empty', { send: { amount: '12' } }) })],
  args: { presets: { assetAddress: USDC.address, to: STORY_RECEIVER } },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('button', { name: 'USDC selected, change token' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Receiver address or name' })).toHaveValue(
      STORY_RECEIVER,
    )
    await expect(await within(canvas.getByRole('status')).findByText('alice.eth')).toBeVisible()
    await expect(await findSubmit(canvasElement, 'Preview send')).toBeEnabled()
    await formSettled(canvasElement)
  },
}

/** The Blockchain API is down: the native token from the wallet's own balance, without a USD value. */
export const ApiDown: Story = {
  loaders: [
    async () => ({
      core: await createSendFormStoryCore('empty', { api: { balances: 'error' }, send: { amount: '0.5' } }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('button', { name: 'ETH selected, change token' })).toBeVisible()
    await expect(canvas.queryByText(/≈/)).toBeNull()
    await formSettled(canvasElement)
  },
}

/** Off EVM names do not resolve (spec §6): the field asks for an address of the network. */
export const Solana: Story = {
  loaders: [
    async () => {
      const { adapter } = createMockAdapter({
        namespace: 'solana',
        connection: {
          address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
          chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        },
      })
      const core = createStoryCore({
        adapters: [adapter],
        chainImages: storyChainImages,
        fetch: createSendStoryApiFetch(),
      })
      await connectStoryWallet(core, 'solana', { name: 'Story Wallet', icon: storyImages.wallet })
      core.chain.setActiveNamespace('solana')
      core.chain.updateAccount('solana', { balance: '2.5', balanceSymbol: 'SOL' })
      return { core }
    },
  ],
  args: { presets: { to: 'alice.eth' } },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('button', { name: 'SOL selected, change token' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Receiver address' })).toHaveAccessibleDescription(
      'Enter a valid Solana Devnet address.',
    )
    await formSettled(canvasElement)
  },
}

/** SOL on the local devnet with an amount and a base58 receiver: its USD value, and on to the preview. */
export const SolanaFilled: Story = {
  loaders: [async () => ({ core: await createSolanaSendStoryCore({ send: { amount: '0.5' } }) })],
  args: { presets: { to: STORY_SOLANA_RECEIVER } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('button', { name: 'SOL selected, change token' })).toBeVisible()
    await expect(canvas.getByText('≈ $75.00')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Receiver address' })).toHaveValue(STORY_SOLANA_RECEIVER)
    await expect(within(canvas.getByRole('status')).getByText('9WzD...YtAWWM')).toBeVisible()
    await userEvent.click(await findSubmit(canvasElement, 'Preview send'))
    await expect((loaded as Loaded).core.send.state.receiverAddress).toBe(STORY_SOLANA_RECEIVER)
    await expect((loaded as Loaded).core.router.state.view).toBe('WalletSendPreview')
    await formSettled(canvasElement)
  },
}

/** The devnet's dUSD chosen: Max fills in its balance to its 6 decimals. */
export const SolanaTokenSend: Story = {
  loaders: [async () => ({ core: await createSolanaSendStoryCore({ send: { token: storyDevnetUsd } }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(await canvas.findByRole('button', { name: 'dUSD selected, change token' })).toBeVisible()
    await expect(canvas.getByText('Balance: 1000 dUSD')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }))
    await expect(canvas.getByRole('textbox', { name: 'Amount to send' })).toHaveValue('1000')
    await waitFor(() => expect(canvas.getByText('≈ $1,000.00')).toBeVisible())
    await expect(canvas.getByRole('button', { name: 'Add address' })).toBeDisabled()
    await formSettled(canvasElement)
  },
}

/** A long token symbol and a huge balance. */
export const LongValues: Story = {
  loaders: [
    async () => ({
      core: await createSendFormStoryCore('longValues'),
    }),
  ],
}

export const German: Story = {
  parameters: { locale: 'de' },
  args: { presets: { to: '0x1234' } },
  play: async ({ canvasElement }) => {
    const canvas = within(await findViewRoot(canvasElement))
    await expect(
      await canvas.findByRole('textbox', { name: 'Empfängeradresse oder Name' }),
    ).toHaveAccessibleDescription('Gib eine gültige Devnet-Adresse ein.')
    await formSettled(canvasElement)
  },
}

export const Mobile: Story = {
  ...mobileStory,
  loaders: [async () => ({ core: await createSendFormStoryCore('filled') })],
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: [async () => ({ core: await createSendFormStoryCore('filled', { dark: true }) })],
}
