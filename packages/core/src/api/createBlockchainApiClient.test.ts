import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiMessages } from '../errors/messages.ts'
import { ApiError } from './ApiError.ts'
import { createBlockchainApiClient } from './createBlockchainApiClient.ts'
import { createFetcher, type FetchLike } from './createFetcher.ts'
import { InvalidApiResponseError } from './InvalidApiResponseError.ts'
import { NetworkNotSupportedError } from './NetworkNotSupportedError.ts'

type Route = unknown | ((url: URL) => Response)

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const SUPPORTED = { http: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ws: ['eip155:1'] }
const ADDRESS = '0x1111111111111111111111111111111111111111'
const USDC = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A fake Blockchain API at the fetch edge, routed by `METHOD /path`; unknown routes answer 404. */
function setup(routes: Record<string, Route> = {}) {
  const calls: { method: string; url: URL; body: unknown }[] = []
  const fetch: FetchLike = async (raw, init) => {
    const url = new URL(raw)
    const method = init.method ?? 'GET'
    calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined })
    const table: Record<string, Route> = { 'GET /v1/supported-chains': SUPPORTED, ...routes }
    const route = table[`${method} ${url.pathname}`]
    if (route === undefined) return new Response('', { status: 404 })
    return typeof route === 'function' ? (route as (url: URL) => Response)(url) : json(route)
  }
  const fetcher = createFetcher({
    baseUrl: 'https://rpc.test',
    projectId: 'p1',
    sdkType: 'appkit',
    sdkVersion: 'react-core-1.0.0',
    fetch,
    retries: 0,
  })
  const api = createBlockchainApiClient({ fetcher })
  const requests = (path: string) => calls.filter((call) => call.url.pathname === path)
  return { api, calls, requests }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Blockchain API client: supported chains gate (spec §7 GET v1/supported-chains, §8)', () => {
  it('loads the supported-chains list once and answers isNetworkSupported from it', async () => {
    const { api, requests } = setup()
    await expect(api.isNetworkSupported('eip155:1')).resolves.toBe(true)
    await expect(api.isNetworkSupported('eip155:999')).resolves.toBe(false)
    await expect(api.getSupportedChains()).resolves.toEqual(SUPPORTED)
    expect(requests('/v1/supported-chains')).toHaveLength(1)
  })

  it('a failed supported-chains call is an error, not an unserved network, and is tried again next time', async () => {
    let fail = true
    const { api, requests } = setup({
      'GET /v1/supported-chains': () => (fail ? json({}, 500) : json(SUPPORTED)),
    })
    await expect(api.isNetworkSupported('eip155:1')).rejects.toBeInstanceOf(ApiError)
    await expect(api.getBalance({ address: ADDRESS, caipNetworkId: 'eip155:1' })).rejects.toBeInstanceOf(
      ApiError,
    )
    // The lists themselves read as the last known ones (none yet).
    await expect(api.getSupportedChains()).resolves.toEqual({ http: [], ws: [] })
    fail = false
    await expect(api.isNetworkSupported('eip155:1')).resolves.toBe(true)
    expect(requests('/v1/supported-chains')).toHaveLength(4)
  })

  it('other calls on an unsupported network return empty results silently, with no request', async () => {
    const { api, calls } = setup()
    const caipNetworkId = 'eip155:999'
    await expect(api.fetchIdentity({ address: ADDRESS, caipNetworkId })).resolves.toEqual({
      name: null,
      avatar: null,
    })
    await expect(api.fetchTransactions({ address: ADDRESS, caipNetworkId })).resolves.toEqual({
      data: [],
      next: undefined,
    })
    await expect(api.fetchSwapTokens({ caipNetworkId })).resolves.toEqual({ tokens: [] })
    await expect(
      api.fetchSwapQuote({ caipNetworkId, amount: '1', userAddress: ADDRESS, from: USDC, to: NATIVE }),
    ).resolves.toEqual({ quotes: [] })
    await expect(api.fetchTokenPrice({ caipNetworkId, addresses: [USDC] })).resolves.toEqual({
      fungibles: [],
    })
    await expect(
      api.fetchSwapAllowance({ caipNetworkId, tokenAddress: USDC, userAddress: ADDRESS }),
    ).resolves.toEqual({ allowance: '0' })
    expect(calls.map((call) => call.url.pathname)).toEqual(['/v1/supported-chains'])
  })
})

describe('Blockchain API client: account calls (spec §7)', () => {
  it('identity sends sender and reads name and avatar', async () => {
    const { api, requests } = setup({
      [`GET /v1/identity/${ADDRESS}`]: { name: 'alice.eth', avatar: 'https://img/a.png', resolvedAt: 'x' },
    })
    await expect(
      api.fetchIdentity({ address: ADDRESS, caipNetworkId: 'eip155:1', sender: ADDRESS }),
    ).resolves.toEqual({ name: 'alice.eth', avatar: 'https://img/a.png' })
    const [call] = requests(`/v1/identity/${ADDRESS}`)
    expect(call!.url.searchParams.get('sender')).toBe(ADDRESS)
    expect(call!.url.searchParams.get('projectId')).toBe('p1')
  })

  it('identity is cached in memory for 5 minutes', async () => {
    const { api, requests } = setup({ [`GET /v1/identity/${ADDRESS}`]: { name: null, avatar: null } })
    await api.fetchIdentity({ address: ADDRESS, caipNetworkId: 'eip155:1' })
    await api.fetchIdentity({ address: ADDRESS, caipNetworkId: 'eip155:1' })
    expect(requests(`/v1/identity/${ADDRESS}`)).toHaveLength(1)
  })

  it('history sends cursor, chainId and onramp and returns data and next', async () => {
    const transaction = {
      id: '0xab12-0',
      metadata: {
        operationType: 'send',
        hash: '0xab12',
        minedAt: '2025-05-01T10:00:00Z',
        sentFrom: '0x1111',
        sentTo: '0x2222',
        status: 'confirmed',
        nonce: 7,
        application: null,
        chain: 'eip155:1',
      },
      transfers: [
        {
          fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: 'https://img/usdc.png' } },
          nft_info: null,
          direction: 'out',
          quantity: { numeric: '12.5' },
          value: 12.5,
          price: 1,
        },
      ],
    }
    const { api, requests } = setup({
      [`GET /v1/account/${ADDRESS}/history`]: { data: [transaction, { id: 'broken' }], next: 'c2Vjb25k' },
    })
    const history = await api.fetchTransactions({
      address: ADDRESS,
      caipNetworkId: 'eip155:1',
      cursor: 'first',
      onramp: 'coinbase',
    })
    expect(history.next).toBe('c2Vjb25k')
    expect(history.data).toHaveLength(1)
    expect(history.data[0]!.metadata).toMatchObject({ operationType: 'send', status: 'confirmed', nonce: 7 })
    expect(history.data[0]!.transfers[0]).toMatchObject({ direction: 'out', quantity: { numeric: '12.5' } })
    const params = requests(`/v1/account/${ADDRESS}/history`)[0]!.url.searchParams
    expect(params.get('cursor')).toBe('first')
    expect(params.get('chainId')).toBe('eip155:1')
    expect(params.get('onramp')).toBe('coinbase')
  })

  it('history without a next page reads next as undefined and tolerates null transfers', async () => {
    const { api } = setup({
      [`GET /v1/account/${ADDRESS}/history`]: {
        data: [
          {
            id: '1',
            metadata: {
              operationType: 'receive',
              hash: '0x1',
              minedAt: 'x',
              sentFrom: 'a',
              sentTo: 'b',
              status: 'pending',
              nonce: 1,
            },
            transfers: null,
          },
        ],
        next: null,
      },
    })
    const history = await api.fetchTransactions({ address: ADDRESS, caipNetworkId: 'eip155:1' })
    expect(history).toEqual({ data: [expect.objectContaining({ transfers: [] })], next: undefined })
  })

  it('balance asks in usd with chainId and forceUpdate and drops malformed entries', async () => {
    const eth = {
      name: 'Ethereum',
      symbol: 'ETH',
      chainId: 'eip155:1',
      value: 301.2,
      price: 3012,
      quantity: { decimals: '18', numeric: '0.1' },
      iconUrl: 'https://img/eth.png',
    }
    const { api, requests } = setup({
      [`GET /v1/account/${ADDRESS}/balance`]: { balances: [eth, { name: 'no symbol' }] },
    })
    const result = await api.getBalance({ address: ADDRESS, caipNetworkId: 'eip155:1', forceUpdate: [USDC] })
    expect(result).toEqual({ balances: [eth], unsupportedNetwork: false })
    const params = requests(`/v1/account/${ADDRESS}/balance`)[0]!.url.searchParams
    expect(params.get('currency')).toBe('usd')
    expect(params.get('chainId')).toBe('eip155:1')
    expect(params.get('forceUpdate')).toBe(USDC)
  })

  it('balance on an unsupported network makes no request and flags unsupportedNetwork', async () => {
    const { api, requests } = setup()
    await expect(api.getBalance({ address: ADDRESS, caipNetworkId: 'eip155:999' })).resolves.toEqual({
      balances: [],
      unsupportedNetwork: true,
    })
    expect(requests(`/v1/account/${ADDRESS}/balance`)).toHaveLength(0)
  })

  it('a malformed balance answer is a typed InvalidApiResponseError, never a crash', async () => {
    const { api } = setup({ [`GET /v1/account/${ADDRESS}/balance`]: { balances: 'nope' } })
    const error = await api
      .getBalance({ address: ADDRESS, caipNetworkId: 'eip155:1' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidApiResponseError)
    expect((error as InvalidApiResponseError).path).toBe('$.balances')
  })
})

describe('Blockchain API client: convert and price calls (spec §7)', () => {
  it('tokens are listed for the chain', async () => {
    const token = {
      name: 'USD Coin',
      symbol: 'USDC',
      address: USDC,
      decimals: 6,
      logoUri: null,
      eip2612: true,
    }
    const { api, requests } = setup({ 'GET /v1/convert/tokens': { tokens: [token] } })
    await expect(api.fetchSwapTokens({ caipNetworkId: 'eip155:1' })).resolves.toEqual({ tokens: [token] })
    expect(requests('/v1/convert/tokens')[0]!.url.searchParams.get('chainId')).toBe('eip155:1')
  })

  it('quotes send amount, userAddress, from, to and gasPrice', async () => {
    const quote = { id: null, fromAmount: '1000000', fromAccount: USDC, toAmount: '331', toAccount: NATIVE }
    const { api, requests } = setup({ 'GET /v1/convert/quotes': { quotes: [quote] } })
    await expect(
      api.fetchSwapQuote({
        caipNetworkId: 'eip155:1',
        amount: '1000000',
        userAddress: ADDRESS,
        from: USDC,
        to: NATIVE,
        gasPrice: '12',
      }),
    ).resolves.toEqual({ quotes: [quote] })
    const params = requests('/v1/convert/quotes')[0]!.url.searchParams
    expect(Object.fromEntries(params)).toMatchObject({
      amount: '1000000',
      userAddress: ADDRESS,
      from: USDC,
      to: NATIVE,
      gasPrice: '12',
    })
  })

  it('price is a POST with currency usd, addresses and projectId in the body', async () => {
    const fungible = { address: USDC, name: 'USD Coin', symbol: 'USDC', iconUrl: 'i', price: 1, decimals: 6 }
    const { api, requests } = setup({ 'POST /v1/fungible/price': { fungibles: [fungible] } })
    const { fungibles } = await api.fetchTokenPrice({ caipNetworkId: 'eip155:1', addresses: [USDC] })
    expect(fungibles).toEqual([{ address: USDC, name: 'USD Coin', symbol: 'USDC', iconUrl: 'i', price: 1 }])
    expect(requests('/v1/fungible/price')[0]!.body).toEqual({
      projectId: 'p1',
      currency: 'usd',
      addresses: [USDC],
    })
  })

  it('allowance sends tokenAddress and userAddress', async () => {
    const { api, requests } = setup({ 'GET /v1/convert/allowance': { allowance: '5' } })
    await expect(
      api.fetchSwapAllowance({ caipNetworkId: 'eip155:1', tokenAddress: USDC, userAddress: ADDRESS }),
    ).resolves.toEqual({ allowance: '5' })
    expect(requests('/v1/convert/allowance')[0]!.url.searchParams.get('tokenAddress')).toBe(USDC)
  })

  it('gas price is read for the chain', async () => {
    const prices = { standard: '12000000000', fast: '15000000000', instant: '20000000000' }
    const { api } = setup({ 'GET /v1/convert/gas-price': prices })
    await expect(api.fetchGasPrice({ caipNetworkId: 'eip155:1' })).resolves.toEqual(prices)
  })

  it("gas price on an unsupported network throws 'Network not supported for Gas Price'", async () => {
    const { api, requests } = setup()
    const error = await api.fetchGasPrice({ caipNetworkId: 'eip155:999' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkNotSupportedError)
    expect((error as NetworkNotSupportedError).shortMessage).toBe(ApiMessages.gasPriceUnsupported)
    expect((error as NetworkNotSupportedError).feature).toBe('gasPrice')
    expect(requests('/v1/convert/gas-price')).toHaveLength(0)
  })

  it('build-transaction posts amount, slippage 1, from, to, userAddress and disableEstimate', async () => {
    const tx = {
      from: `eip155:1:${ADDRESS}`,
      to: 'eip155:1:0x1111111254eeb25477b68fb85ed929f73a960582',
      data: '0x12aa',
      amount: '331',
      eip155: { gas: '231000', gasPrice: '12000000000' },
    }
    const { api, requests } = setup({ 'POST /v1/convert/build-transaction': { tx } })
    await expect(
      api.generateSwapCalldata({
        caipNetworkId: 'eip155:1',
        amount: '1000000',
        from: USDC,
        to: NATIVE,
        userAddress: `eip155:1:${ADDRESS}`,
      }),
    ).resolves.toEqual(tx)
    expect(requests('/v1/convert/build-transaction')[0]!.body).toEqual({
      projectId: 'p1',
      amount: '1000000',
      eip155: { slippage: 1 },
      from: USDC,
      to: NATIVE,
      userAddress: `eip155:1:${ADDRESS}`,
      disableEstimate: true,
    })
  })

  it('build-approve reads a tx whose eip155 has no gas', async () => {
    const tx = { from: USDC, to: USDC, data: '0x095e', value: '0', eip155: { gasPrice: '12' } }
    const { api, requests } = setup({ 'GET /v1/convert/build-approve': { tx } })
    await expect(
      api.generateApproveCalldata({
        caipNetworkId: 'eip155:1',
        from: USDC,
        to: NATIVE,
        userAddress: ADDRESS,
      }),
    ).resolves.toEqual(tx)
    const params = requests('/v1/convert/build-approve')[0]!.url.searchParams
    expect(params.get('from')).toBe(USDC)
    expect(params.has('amount')).toBe(false)
  })

  it("swap and approve builds on an unsupported network throw 'Network not supported for Swaps'", async () => {
    const { api, calls } = setup()
    const base = { caipNetworkId: 'eip155:999' as const, from: USDC, to: NATIVE, userAddress: ADDRESS }
    const swap = await api.generateSwapCalldata({ ...base, amount: '1' }).catch((e: unknown) => e)
    const approve = await api.generateApproveCalldata(base).catch((e: unknown) => e)
    for (const error of [swap, approve]) {
      expect(error).toBeInstanceOf(NetworkNotSupportedError)
      expect((error as NetworkNotSupportedError).shortMessage).toBe(ApiMessages.swapsUnsupported)
    }
    expect(calls.map((call) => call.url.pathname)).toEqual(['/v1/supported-chains'])
  })

  it('an HTTP failure of a supported call surfaces as ApiError', async () => {
    const { api } = setup({
      'GET /v1/convert/tokens': () =>
        json({ status: 'FAILED', reasons: [{ field: '', description: 'Conversion parameter error' }] }, 400),
    })
    const error = await api.fetchSwapTokens({ caipNetworkId: 'eip155:1' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(400)
  })
})
