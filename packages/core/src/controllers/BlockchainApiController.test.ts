import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBlockchainApiClient } from '../api/createBlockchainApiClient.ts'
import { createFetcher, type FetchLike } from '../api/createFetcher.ts'
import { NetworkNotSupportedError } from '../api/NetworkNotSupportedError.ts'
import { BALANCE_RETRY_COOLDOWN_MS } from '../constants/limits.ts'
import { ToastMessages } from '../errors/messages.ts'
import { createBlockchainApiController } from './BlockchainApiController.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const ETH = {
  name: 'Ethereum',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: 'https://img/eth.png',
}
const NFT = {
  ...ETH,
  name: 'Some NFT',
  symbol: 'NFT',
  address: 'eip155:1:0xnft',
  quantity: { decimals: '0', numeric: '1' },
}

/** Real client over a fake Blockchain API at the fetch edge; `balance` decides each balance answer. */
function setup(balance: () => Response = () => json({ balances: [ETH, NFT] })) {
  const calls: URL[] = []
  const fetch: FetchLike = async (raw) => {
    const url = new URL(raw)
    calls.push(url)
    if (url.pathname === '/v1/supported-chains') return json({ http: ['eip155:1', 'eip155:137'], ws: [] })
    if (url.pathname.endsWith('/balance')) return balance()
    if (url.pathname.startsWith('/v1/identity/0xbroken')) return json({}, 500)
    if (url.pathname.startsWith('/v1/identity/')) return json({ name: 'alice.eth', avatar: null })
    return json({}, 404)
  }
  const fetcher = createFetcher({
    baseUrl: 'https://rpc.test',
    projectId: 'p1',
    sdkType: 't',
    sdkVersion: 'v',
    fetch,
    retries: 0,
  })
  const errors: string[] = []
  const controller = createBlockchainApiController({
    client: createBlockchainApiClient({ fetcher }),
    showError: (message) => errors.push(message),
    now: () => Date.now(),
  })
  const balanceCalls = () => calls.filter((url) => url.pathname.endsWith('/balance')).length
  return { controller, calls, errors, balanceCalls, fetcher }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('BlockchainApiController: supported chains (spec §7)', () => {
  it('the supported-chains list is fetched once and cached', async () => {
    const { controller, calls } = setup()
    await expect(controller.isNetworkSupported('eip155:137')).resolves.toBe(true)
    await expect(controller.isNetworkSupported('eip155:10')).resolves.toBe(false)
    await controller.loadSupportedChains()
    expect(calls.filter((url) => url.pathname === '/v1/supported-chains')).toHaveLength(1)
    expect(controller.state.supportedChains).toEqual({ http: ['eip155:1', 'eip155:137'], ws: [] })
    expect(controller.state.supportedChainsLoaded).toBe(true)
  })
})

describe('BlockchainApiController: token balance (spec §4, §5, §8)', () => {
  it('tokens with 0 decimals are filtered out of the balance', async () => {
    const { controller } = setup()
    const result = await controller.fetchTokenBalance(ADDRESS, 'eip155:1')
    expect(result).toEqual({ status: 'success', balances: [ETH] })
    expect(controller.state.tokenBalance).toEqual([ETH])
    expect(controller.state.balanceStatus).toBe('success')
  })

  it("a balance on an unsupported network shows 'Token Balance Unavailable' and gives empty balances", async () => {
    const { controller, errors, balanceCalls } = setup()
    await controller.fetchTokenBalance(ADDRESS, 'eip155:1')
    const result = await controller.fetchTokenBalance(ADDRESS, 'eip155:10')
    expect(result).toEqual({ status: 'unsupported', balances: [] })
    expect(errors).toEqual([ToastMessages.tokenBalanceUnavailable])
    expect(controller.state.tokenBalance).toEqual([])
    expect(controller.state.balanceStatus).toBe('unsupported')
    expect(balanceCalls()).toBe(1)
  })

  it('after a failed token balance fetch, retries are blocked for 30 seconds', async () => {
    let fail = true
    const { controller, balanceCalls } = setup(() => (fail ? json({}, 500) : json({ balances: [ETH] })))
    const failed = await controller.fetchTokenBalance(ADDRESS, 'eip155:1')
    expect(failed.status).toBe('error')
    expect(controller.state.balanceStatus).toBe('error')
    fail = false
    vi.advanceTimersByTime(BALANCE_RETRY_COOLDOWN_MS - 1)
    await expect(controller.fetchTokenBalance(ADDRESS, 'eip155:1')).resolves.toEqual({
      status: 'cooldown',
      balances: [],
    })
    expect(balanceCalls()).toBe(1)
    vi.advanceTimersByTime(1)
    await expect(controller.fetchTokenBalance(ADDRESS, 'eip155:1')).resolves.toEqual({
      status: 'success',
      balances: [ETH],
    })
    expect(balanceCalls()).toBe(2)
  })

  it('the retry block is per address and network, and a success lifts it', async () => {
    let fail = true
    const { controller, balanceCalls } = setup(() => (fail ? json({}, 500) : json({ balances: [ETH] })))
    await controller.fetchTokenBalance(ADDRESS, 'eip155:1')
    fail = false
    await expect(controller.fetchTokenBalance(ADDRESS, 'eip155:137')).resolves.toMatchObject({
      status: 'success',
    })
    expect(balanceCalls()).toBe(2)
    vi.advanceTimersByTime(BALANCE_RETRY_COOLDOWN_MS)
    await controller.fetchTokenBalance(ADDRESS, 'eip155:1')
    fail = true
    // A fresh failure starts a new block; the earlier success did not leave one behind.
    await controller.fetchTokenBalance(ADDRESS, 'eip155:137', { forceUpdate: ['eip155:137:0xa'] })
    expect(balanceCalls()).toBe(4)
  })

  it('a malformed balance answer is a failed fetch, not a crash', async () => {
    const { controller } = setup(() => json({ balances: { not: 'a list' } }))
    const result = await controller.fetchTokenBalance(ADDRESS, 'eip155:1')
    expect(result.status).toBe('error')
  })
})

describe('BlockchainApiController: identity and other calls', () => {
  it('identity lookup returns name and avatar, and no identity when the call fails', async () => {
    const { controller } = setup()
    await expect(controller.fetchIdentity({ address: ADDRESS, caipNetworkId: 'eip155:1' })).resolves.toEqual({
      name: 'alice.eth',
      avatar: null,
    })
    await expect(
      controller.fetchIdentity({ address: '0xbroken', caipNetworkId: 'eip155:1' }),
    ).resolves.toEqual({
      name: null,
      avatar: null,
    })
  })

  it("exposes the client's other calls with their unsupported-network rules", async () => {
    const { controller } = setup()
    await expect(controller.fetchGasPrice({ caipNetworkId: 'eip155:10' })).rejects.toBeInstanceOf(
      NetworkNotSupportedError,
    )
    await expect(controller.fetchSwapTokens({ caipNetworkId: 'eip155:10' })).resolves.toEqual({ tokens: [] })
  })
})
