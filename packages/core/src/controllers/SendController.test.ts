import { snapshot } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { ToastMessages, ValidationMessages } from '../errors/messages.ts'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.ts'
import type { AccountType } from '../types/AccountType.ts'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.ts'
import {
  createSendController,
  type SendEventName,
  type SendEventProperties,
  type SendTokenBalance,
  type SendTransactionRequest,
} from './SendController.ts'

const ETH: SendTokenBalance = {
  name: 'Ethereum',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: 'https://img.example/eth.png',
}
const USDC: SendTokenBalance = {
  ...ETH,
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  quantity: { decimals: '6', numeric: '10' },
}
const RECEIVER = '0x1111111111111111111111111111111111111111'

interface Network {
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
}

/** Fake deps at the edge: records every toast, event and adapter request. */
function setup(
  options: {
    network?: Network | undefined
    accountType?: AccountType
    sendTransaction?: (request: SendTransactionRequest) => Promise<string | undefined>
  } = {},
) {
  const calls = {
    events: [] as { event: SendEventName; properties: SendEventProperties }[],
    success: [] as string[],
    errors: [] as string[],
    requests: [] as SendTransactionRequest[],
  }
  const network =
    'network' in options ? options.network : { chainNamespace: 'eip155', caipNetworkId: 'eip155:1' }
  const controller = createSendController({
    getActiveNetwork: () => network as Network | undefined,
    getAccountType: () => options.accountType ?? 'eoa',
    sendTransaction: async (request) => {
      calls.requests.push(request)
      return options.sendTransaction ? options.sendTransaction(request) : '0xhash'
    },
    trackEvent: (event, properties) => calls.events.push({ event, properties }),
    showSuccess: (message) => calls.success.push(message),
    showError: (message) => calls.errors.push(message),
  })
  return { controller, calls }
}

function fillNativeEvmSend(controller: ReturnType<typeof setup>['controller']) {
  controller.setToken(ETH)
  controller.setTokenAmount('0.25')
  controller.setReceiverAddress(RECEIVER)
  controller.setReceiverProfileName('alice.eth')
  controller.setReceiverProfileImage('https://img.example/alice.png')
  controller.setGasPrice(20_000_000_000n)
  controller.setGasPriceInUSD(0.5)
  controller.setNetworkBalanceInUSD('4500')
}

describe('SendController (spec §3 Send state)', () => {
  it('starts empty and the setters fill every Send state field', () => {
    const { controller } = setup()
    expect(snapshot(controller.state)).toEqual({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      receiverProfileName: undefined,
      receiverProfileImage: undefined,
      gasPrice: undefined,
      gasPriceInUSD: undefined,
      networkBalanceInUSD: undefined,
      loading: false,
      tokenBalances: [],
    })
    fillNativeEvmSend(controller)
    controller.setLoading(true)
    controller.setTokenBalances([ETH])
    expect(snapshot(controller.state)).toMatchObject({
      token: ETH,
      sendTokenAmount: '0.25',
      receiverAddress: RECEIVER,
      receiverProfileName: 'alice.eth',
      receiverProfileImage: 'https://img.example/alice.png',
      gasPrice: 20_000_000_000n,
      gasPriceInUSD: 0.5,
      networkBalanceInUSD: '4500',
      loading: true,
      tokenBalances: [ETH],
    })
  })

  it('tokens with 0 decimals are filtered out of the send token list (spec §5)', () => {
    const { controller } = setup()
    const nft = { ...USDC, symbol: 'NFT', quantity: { decimals: '0', numeric: '1' } }
    controller.setTokenBalances([ETH, nft, USDC])
    expect(controller.state.tokenBalances.map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
  })

  it('reset() clears the send state', () => {
    const { controller } = setup()
    fillNativeEvmSend(controller)
    controller.setTokenBalances([ETH])
    controller.reset()
    expect(controller.state.token).toBe(undefined)
    expect(controller.state.receiverAddress).toBe(undefined)
    expect(controller.state.gasPrice).toBe(undefined)
    expect(controller.state.tokenBalances).toEqual([])
  })

  it('each controller has its own state (no singletons)', () => {
    const first = setup().controller
    const second = setup().controller
    first.setTokenAmount('1')
    expect(second.state.sendTokenAmount).toBe(undefined)
  })
})

describe('SendController.send (spec §4, §5, §8)', () => {
  it('a successful send resets the send state (spec §4)', async () => {
    const { controller, calls } = setup()
    fillNativeEvmSend(controller)
    const result = await controller.send()
    expect(result).toEqual({ status: 'success', hash: '0xhash' })
    expect(calls.requests).toEqual([
      {
        chainNamespace: 'eip155',
        caipNetworkId: 'eip155:1',
        to: RECEIVER,
        amount: '0.25',
        token: ETH,
        gasPrice: 20_000_000_000n,
      },
    ])
    expect(controller.state.token).toBe(undefined)
    expect(controller.state.sendTokenAmount).toBe(undefined)
    expect(controller.state.receiverAddress).toBe(undefined)
    expect(controller.state.receiverProfileName).toBe(undefined)
    expect(controller.state.loading).toBe(false)
  })

  it('a send shows "Transaction started" and emits SEND_INITIATED then SEND_SUCCESS', async () => {
    const { controller, calls } = setup({ accountType: 'smartAccount' })
    fillNativeEvmSend(controller)
    await controller.send()
    expect(calls.success).toEqual([ToastMessages.transactionStarted])
    expect(calls.errors).toEqual([])
    const properties = { isSmartAccount: true, token: 'ETH', amount: '0.25', network: 'eip155:1' }
    expect(calls.events).toEqual([
      { event: 'SEND_INITIATED', properties },
      { event: 'SEND_SUCCESS', properties: { ...properties, hash: '0xhash' } },
    ])
  })

  it('the send is loading while the wallet is asked, and a second send meanwhile does nothing', async () => {
    let resolve: (hash: string | undefined) => void = () => {}
    const { controller, calls } = setup({
      sendTransaction: () =>
        new Promise((done) => {
          resolve = done
        }),
    })
    fillNativeEvmSend(controller)
    const pending = controller.send()
    expect(controller.state.loading).toBe(true)
    expect(await controller.send()).toEqual({ status: 'busy' })
    resolve(undefined)
    expect(await pending).toEqual({ status: 'success', hash: undefined })
    expect(calls.requests).toHaveLength(1)
    expect(calls.events.at(-1)).toEqual({
      event: 'SEND_SUCCESS',
      properties: { isSmartAccount: false, token: 'ETH', amount: '0.25', network: 'eip155:1' },
    })
  })

  it('a failed EVM send shows "Something went wrong", emits SEND_ERROR and keeps the form', async () => {
    const { controller, calls } = setup({
      sendTransaction: () => Promise.reject(new UserRejectedRequestError()),
    })
    fillNativeEvmSend(controller)
    const result = await controller.send()
    expect(result.status).toBe('error')
    expect(calls.errors).toEqual([ToastMessages.somethingWentWrong])
    // A declined send never claims to have started.
    expect(calls.success).toEqual([])
    expect(calls.events.map((entry) => entry.event)).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    expect(calls.events[1]?.properties.message).toBe(ToastMessages.signatureDeclined)
    expect(controller.state.loading).toBe(false)
    expect(controller.state.receiverAddress).toBe(RECEIVER)
  })

  it('a failed Solana send shows "Failed to send transaction. Please try again."', async () => {
    const { controller, calls } = setup({
      network: { chainNamespace: 'solana', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      sendTransaction: () => Promise.reject(new Error('blockhash not found')),
    })
    controller.setTokenAmount('1')
    controller.setReceiverAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')
    await controller.send()
    expect(calls.errors).toEqual([ToastMessages.solanaSendFailed])
    expect(calls.events.at(-1)).toEqual({
      event: 'SEND_ERROR',
      properties: {
        isSmartAccount: false,
        token: '',
        amount: '1',
        network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        message: 'blockhash not found',
      },
    })
  })

  it('a non-Error rejection is reported as text', async () => {
    const { controller, calls } = setup({ sendTransaction: () => Promise.reject('boom') })
    fillNativeEvmSend(controller)
    await controller.send()
    expect(calls.events.at(-1)?.properties.message).toBe('boom')
  })

  it('on Solana a send without amount or receiver shows "Please enter a valid amount and receiver address"', async () => {
    const { controller, calls } = setup({
      network: { chainNamespace: 'solana', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    })
    controller.setTokenAmount('1')
    const result = await controller.send()
    expect(result.status).toBe('invalid')
    expect(calls.errors).toEqual([ValidationMessages.solanaSendInvalid])
    expect(calls.requests).toEqual([])
    expect(calls.events).toEqual([])
  })

  it('an EVM native send without a gas price never reaches the wallet', async () => {
    const { controller, calls } = setup()
    fillNativeEvmSend(controller)
    controller.setGasPrice(undefined)
    const result = await controller.send()
    expect(result).toMatchObject({ status: 'invalid', error: { reason: 'gasPriceRequired' } })
    expect(calls.errors).toEqual([ToastMessages.somethingWentWrong])
    expect(calls.requests).toEqual([])
  })

  it('a token from the Blockchain API reaches the adapter with its plain contract address, not its CAIP-10 id', async () => {
    const { controller, calls } = setup()
    fillNativeEvmSend(controller)
    controller.setToken(USDC)
    await controller.send()
    expect(calls.requests[0]?.token).toEqual({
      ...USDC,
      address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    })
  })

  it('a plain token contract address is passed on unchanged', async () => {
    const { controller, calls } = setup()
    fillNativeEvmSend(controller)
    controller.setToken({ ...USDC, address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' })
    await controller.send()
    expect(calls.requests[0]?.token?.address).toBe('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
  })

  it('a send without an active network fails without reaching the wallet', async () => {
    const { controller, calls } = setup({ network: undefined })
    fillNativeEvmSend(controller)
    const result = await controller.send()
    expect(result.status).toBe('error')
    expect(calls.errors).toEqual([ToastMessages.somethingWentWrong])
    expect(calls.requests).toEqual([])
  })
})

describe('SendController.hasInsufficientGas (spec §5)', () => {
  it('insufficient gas is flagged when the network balance is below the gas price in USD', () => {
    const { controller } = setup()
    controller.setNetworkBalanceInUSD('0.2')
    controller.setGasPriceInUSD(0.5)
    expect(controller.hasInsufficientGas()).toBe(true)
    controller.setNetworkBalanceInUSD('2')
    expect(controller.hasInsufficientGas()).toBe(false)
  })

  it('smart accounts skip the insufficient gas check', () => {
    const { controller } = setup({ accountType: 'smartAccount' })
    controller.setNetworkBalanceInUSD('0')
    expect(controller.hasInsufficientGas()).toBe(false)
  })
})
