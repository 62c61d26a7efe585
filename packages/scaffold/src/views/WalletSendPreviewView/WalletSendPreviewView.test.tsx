import type {
  AdapterSendFeeParameters,
  AdapterSendNativeParameters,
  AdapterSendTokenParameters,
} from '@org/appkit-core'
import type { SendTokenBalance } from '@org/appkit-core/internal'
import { MOCK_ADDRESSES } from '@org/appkit-testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { storyTokens } from '../../stories/accountFixtures.ts'
import {
  createSendPreviewStoryCore,
  type SendPreviewStoryOptions,
} from '../../stories/createSendPreviewStoryCore.ts'
import { renderView } from '../../stories/renderView.tsx'
import { STORY_RECEIVER } from '../../stories/sendFixtures.ts'
import { WalletSendPreviewView } from './WalletSendPreviewView.tsx'

const [ETH, USDC] = storyTokens as [SendTokenBalance, SendTokenBalance]

async function setup({
  wallet = 'approves',
  estimateFails = false,
  ...options
}: SendPreviewStoryOptions & { estimateFails?: boolean } = {}) {
  const sent: (AdapterSendNativeParameters | AdapterSendTokenParameters)[] = []
  const estimated: AdapterSendFeeParameters[] = []
  const core = await createSendPreviewStoryCore('filled', {
    wallet,
    ...options,
    // Records what the view asks the wallet, which answers as `wallet` says.
    adapter: (adapter) => ({
      ...adapter,
      async estimateSendFee(parameters) {
        estimated.push(parameters)
        if (estimateFails) throw new Error('the node is down')
        // At the API's price, or at the node's own (2 gwei here) without a quote.
        return { fee: 21_000n * (parameters.feeRate ?? 2_000_000_000n) }
      },
      async sendNative(parameters) {
        sent.push(parameters)
        return adapter.sendNative!(parameters)
      },
      async sendToken(parameters) {
        sent.push(parameters)
        return adapter.sendToken!(parameters)
      },
    }),
  })
  renderView(core, <WalletSendPreviewView />)
  return { core, sent, estimated }
}

const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement
const events = (core: Awaited<ReturnType<typeof setup>>['core']) =>
  core.events.state.history.map((record) => record.data.event).filter((event) => event.startsWith('SEND_'))

it('shows the amount, token, USD value, receiver, network and the estimated fee with its USD value', async () => {
  const { core, estimated } = await setup()
  expect(screen.getByText('0.5 ETH')).toBeTruthy()
  expect(screen.getByText('≈ $1,550.25')).toBeTruthy()
  const receiver = screen.getByRole('region', { name: 'To' })
  expect(within(receiver).getByText('alice.reown.id')).toBeTruthy()
  expect(within(receiver).getByText('0x70...dc79C8')).toBeTruthy()
  const details = screen.getByRole('region', { name: 'Details' })
  expect(within(details).getByText('Devnet')).toBeTruthy()
  // 21,000 gas at 1 gwei: 0.000021 ETH, $0.07 at the token list's ETH price.
  expect(await within(details).findByText('Less than 0.001 ETH')).toBeTruthy()
  expect(within(details).getByText('$0.07')).toBeTruthy()
  expect(core.send.state.gasPrice).toBe(1_000_000_000n)
  expect(estimated[0]).toMatchObject({
    address: MOCK_ADDRESSES.eip155,
    to: STORY_RECEIVER,
    amount: 500_000_000_000_000_000n,
    feeRate: 1_000_000_000n,
  })
  expect(estimated[0]?.token).toBeUndefined()
  expect(sendButton().disabled).toBe(false)
})

it('estimates a token send through the adapter: the plain token address, its decimals, the smallest unit', async () => {
  const { estimated } = await setup({ send: { token: USDC, amount: '2.5' } })
  await waitFor(() => expect(estimated).toHaveLength(1))
  expect(estimated[0]).toMatchObject({
    to: STORY_RECEIVER,
    token: { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 6 },
    amount: 2_500_000n,
    feeRate: 1_000_000_000n,
  })
})

it('Send: SEND_INITIATED and SEND_SUCCESS, "Transaction started", the form reset and back to Account', async () => {
  const user = userEvent.setup()
  const { core, sent } = await setup()
  await waitFor(() => expect(sendButton().disabled).toBe(false))
  await user.click(sendButton())
  await waitFor(() => expect(core.router.state.view).toBe('Account'))
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatchObject({
    address: MOCK_ADDRESSES.eip155,
    to: STORY_RECEIVER,
    feeRate: 1_000_000_000n,
  })
  expect(events(core)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
  expect(core.snack.state).toMatchObject({ variant: 'success', message: 'Transaction started' })
  expect(core.send.state).toMatchObject({
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
  })
})

it('a failed send: SEND_ERROR, "Something went wrong", and everything kept for another try', async () => {
  const user = userEvent.setup()
  const { core, sent } = await setup({ wallet: 'declines' })
  await waitFor(() => expect(sendButton().disabled).toBe(false))
  await user.click(sendButton())
  await waitFor(() => expect(events(core)).toEqual(['SEND_INITIATED', 'SEND_ERROR']))
  await waitFor(() =>
    expect(core.snack.state).toMatchObject({ variant: 'error', message: 'Something went wrong' }),
  )
  expect(core.router.state.view).toBe('WalletSendPreview')
  expect(core.send.state).toMatchObject({
    sendTokenAmount: '0.5',
    receiverAddress: STORY_RECEIVER,
    loading: false,
  })
  expect(sendButton().disabled).toBe(false)
  await user.click(sendButton())
  await waitFor(() => expect(sent).toHaveLength(2))
})

const poorEth: SendTokenBalance = { ...ETH, value: 0.01, quantity: { decimals: '18', numeric: '0.000003' } }

it('flags insufficient gas when the network balance in USD is below the fee, and blocks Send', async () => {
  await setup({ send: { tokenBalances: [poorEth, USDC], token: USDC, amount: '1' } })
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('Not enough ETH for the network fee')
  expect(alert.textContent).toContain('Add ETH on Devnet to pay the fee, then try again.')
  expect(sendButton().disabled).toBe(true)
})

it('never flags insufficient gas for a smart account (spec §5)', async () => {
  await setup({
    send: { tokenBalances: [poorEth, USDC], token: USDC, amount: '1' },
    account: { allAccounts: [{ namespace: 'eip155', address: MOCK_ADDRESSES.eip155, type: 'smartAccount' }] },
  })
  await waitFor(() => expect(sendButton().disabled).toBe(false))
  expect(screen.queryByRole('alert')).toBeNull()
})

it('without a gas price quote the adapter estimates at its own price, but a native EVM send cannot start (spec §5)', async () => {
  const { core, estimated } = await setup({ api: { gasPrice: 'error' } })
  const details = screen.getByRole('region', { name: 'Details' })
  // 21,000 gas at the node's 2 gwei: 0.000042 ETH, $0.13 at the token list's ETH price.
  expect(await within(details).findByText('$0.13')).toBeTruthy()
  expect(estimated[0]?.feeRate).toBeUndefined()
  expect(core.send.state.gasPrice).toBeUndefined()
  expect(sendButton().disabled).toBe(true)
})

it('a token send needs no gas price', async () => {
  const { estimated } = await setup({ api: { gasPrice: 'error' }, send: { token: USDC, amount: '1' } })
  await waitFor(() => expect(estimated).toHaveLength(1))
  expect(estimated[0]?.feeRate).toBeUndefined()
  await waitFor(() => expect(sendButton().disabled).toBe(false))
})

it('shows Unavailable when the adapter cannot estimate the fee', async () => {
  await setup({ estimateFails: true })
  expect(await screen.findByText('Unavailable')).toBeTruthy()
})

it('Cancel drops the send and returns to the account', async () => {
  const { core } = await setup()
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(core.router.state.view).toBe('Account')
  expect(core.send.state.receiverAddress).toBeUndefined()
})

it('without a complete form it leads back to the form', async () => {
  const { core } = await setup({ send: { receiver: '' } })
  core.send.setReceiverAddress(undefined)
  await userEvent.click(await screen.findByRole('button', { name: 'Back to send' }))
  expect(core.router.state.view).toBe('WalletSend')
})
