import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as core from '../exports/index.ts'
import { createBlockchainApiClient } from './createBlockchainApiClient.ts'
import { createFetcher, type FetchLike } from './createFetcher.ts'
import { createWalletRegistryClient } from './createWalletRegistryClient.ts'

// Issue #15, "Hostile input, counted": malformed answers fed to the API clients through a fake `fetch` at the edge:
// generated JSON, valid answers with fields dropped, retyped or blown up, invalid JSON, every HTTP status from 200
// to 599, a fetch that throws anything or never answers. Every call resolves with parsed data or rejects with one of
// the core's named, exported error classes: never a TypeError or RangeError from inside the client.

const RUNS = Number(process.env.FUZZ_CLIENT_RUNS ?? 10_000)
const NETWORK = 'eip155:1'
const ADDRESS = '0x1111111111111111111111111111111111111111'
const CAIP_ADDRESS = `${NETWORK}:${ADDRESS}` as const

/** The error classes a dApp can catch: every class the core entry exports that extends BaseError. */
const TYPED_ERRORS = Object.values(core).filter(
  (value): value is typeof core.BaseError =>
    typeof value === 'function' &&
    value.prototype instanceof Error &&
    (value === core.BaseError || value.prototype instanceof core.BaseError),
)

type Api = ReturnType<typeof createBlockchainApiClient> & {
  registry: ReturnType<typeof createWalletRegistryClient>
}

interface Operation {
  name: string
  /** The path the call requests (besides /v1/supported-chains). */
  path: string
  /** A well-formed answer, the seed of the malformed ones. */
  valid: () => unknown
  call: (api: Api) => Promise<unknown>
}

const balance = () => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: NETWORK,
  address: `${NETWORK}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
  value: 12.5,
  price: 2500,
  quantity: { decimals: '18', numeric: '0.005' },
  iconUrl: 'https://example.com/eth.png',
})
const transaction = () => ({
  id: 'tx1',
  metadata: {
    operationType: 'send',
    hash: '0xabc',
    minedAt: '2024-01-01T00:00:00Z',
    sentFrom: ADDRESS,
    sentTo: ADDRESS,
    status: 'confirmed',
    nonce: 1,
    application: { name: 'App', iconUrl: null },
    chain: NETWORK,
  },
  transfers: [
    {
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://example.com/eth.png' } },
      nft_info: {
        name: 'Ape',
        content: { preview: { url: 'https://x', content_type: 'image/png' } },
        flags: { is_spam: false },
      },
      direction: 'out',
      quantity: { numeric: '1' },
      value: 1,
      price: 1,
    },
  ],
})
const profile = () => ({
  name: 'alice.reown.id',
  registered_at: '2024-01-01',
  updated_at: '2024-01-02',
  attributes: { bio: 'hi' },
  addresses: { '60': { address: ADDRESS, created_at: '2024-01-01' } },
})
const amount = () => ({ amount: '10', currency: 'USD' })
const wallet = () => ({
  id: 'w1',
  name: 'Wallet',
  homepage: 'https://w.example',
  image_id: 'img',
  order: 1,
  mobile_link: 'w://',
  rdns: 'org.example',
  injected: [{ namespace: 'eip155', injected_id: 'isW' }],
  chains: [NETWORK],
  badge_type: 'certified',
  supports_wc: true,
})

const OPERATIONS: readonly Operation[] = [
  {
    name: 'getSupportedChains',
    path: '/v1/supported-chains',
    valid: () => ({ http: [NETWORK], ws: [NETWORK] }),
    call: (api) => api.getSupportedChains(),
  },
  {
    name: 'fetchIdentity',
    path: `/v1/identity/${ADDRESS}`,
    valid: () => ({ name: 'alice.reown.id', avatar: 'https://example.com/a.png' }),
    call: (api) => api.fetchIdentity({ address: ADDRESS, caipNetworkId: NETWORK }),
  },
  {
    name: 'fetchTransactions',
    path: `/v1/account/${ADDRESS}/history`,
    valid: () => ({ data: [transaction(), transaction()], next: 'cursor' }),
    call: (api) => api.fetchTransactions({ address: ADDRESS, caipNetworkId: NETWORK }),
  },
  {
    name: 'getBalance',
    path: `/v1/account/${ADDRESS}/balance`,
    valid: () => ({ balances: [balance(), balance()] }),
    call: (api) => api.getBalance({ address: ADDRESS, caipNetworkId: NETWORK }),
  },
  {
    name: 'fetchSwapTokens',
    path: '/v1/convert/tokens',
    valid: () => ({
      tokens: [
        {
          name: 'USDC',
          symbol: 'USDC',
          address: `${NETWORK}:0xa0`,
          decimals: 6,
          logoUri: null,
          eip2612: true,
        },
      ],
    }),
    call: (api) => api.fetchSwapTokens({ caipNetworkId: NETWORK }),
  },
  {
    name: 'fetchSwapQuote',
    path: '/v1/convert/quotes',
    valid: () => ({ quotes: [{ id: 'q', fromAmount: '1', fromAccount: 'a', toAmount: 2, toAccount: 'b' }] }),
    call: (api) =>
      api.fetchSwapQuote({
        caipNetworkId: NETWORK,
        amount: '1',
        userAddress: CAIP_ADDRESS,
        from: 'a',
        to: 'b',
      }),
  },
  {
    name: 'fetchTokenPrice',
    path: '/v1/fungible/price',
    valid: () => ({ fungibles: [{ address: 'a', name: 'Ether', symbol: 'ETH', iconUrl: '', price: 2500 }] }),
    call: (api) => api.fetchTokenPrice({ caipNetworkId: NETWORK, addresses: [CAIP_ADDRESS] }),
  },
  {
    name: 'fetchSwapAllowance',
    path: '/v1/convert/allowance',
    valid: () => ({ allowance: '1000' }),
    call: (api) =>
      api.fetchSwapAllowance({
        caipNetworkId: NETWORK,
        tokenAddress: CAIP_ADDRESS,
        userAddress: CAIP_ADDRESS,
      }),
  },
  {
    name: 'fetchGasPrice',
    path: '/v1/convert/gas-price',
    valid: () => ({ standard: '1', fast: 2, instant: '3' }),
    call: (api) => api.fetchGasPrice({ caipNetworkId: NETWORK }),
  },
  {
    name: 'generateSwapCalldata',
    path: '/v1/convert/build-transaction',
    valid: () => ({
      tx: { from: 'a', to: 'b', data: '0x', amount: '1', eip155: { gas: '21000', gasPrice: '1' } },
    }),
    call: (api) =>
      api.generateSwapCalldata({
        caipNetworkId: NETWORK,
        amount: '1',
        from: 'a',
        to: 'b',
        userAddress: CAIP_ADDRESS,
      }),
  },
  {
    name: 'generateApproveCalldata',
    path: '/v1/convert/build-approve',
    valid: () => ({
      tx: { from: 'a', to: 'b', data: '0x', value: '0', eip155: { gas: '1', gasPrice: '1' } },
    }),
    call: (api) =>
      api.generateApproveCalldata({ caipNetworkId: NETWORK, from: 'a', to: 'b', userAddress: CAIP_ADDRESS }),
  },
  {
    name: 'lookupName',
    path: '/v1/profile/account/alice.reown.id',
    valid: profile,
    call: (api) => api.lookupName({ name: 'alice.reown.id', caipNetworkId: NETWORK }),
  },
  {
    name: 'reverseLookupName',
    path: `/v1/profile/reverse/${ADDRESS}`,
    valid: () => [profile(), { ...profile(), attributes: [{ bio: 'a' }, { x: 'y' }] }],
    call: (api) => api.reverseLookupName({ address: ADDRESS, caipNetworkId: NETWORK }),
  },
  {
    name: 'getNameSuggestions',
    path: '/v1/profile/suggestions/alice',
    valid: () => ({ suggestions: [{ name: 'alice1.reown.id', registered: false }] }),
    call: (api) => api.getNameSuggestions({ name: 'alice', caipNetworkId: NETWORK }),
  },
  {
    name: 'registerName',
    path: '/v1/profile/account',
    valid: () => ({}),
    call: (api) =>
      api.registerName({
        coinType: 60,
        address: ADDRESS,
        message: '{}',
        signature: '0x',
        caipNetworkId: NETWORK,
      }),
  },
  {
    name: 'generateOnRampUrl',
    path: '/v1/generators/onrampurl',
    valid: () => ({ url: 'https://pay.example/buy' }),
    call: (api) =>
      api.generateOnRampUrl({
        caipNetworkId: NETWORK,
        destinationWallets: [{ address: ADDRESS }],
        partnerUserId: 'u',
      }),
  },
  {
    name: 'getOnrampOptions',
    path: '/v1/onramp/options',
    valid: () => ({
      paymentCurrencies: [{ id: 'USD', limits: [{ id: 'card', min: '1', max: 500 }] }],
      purchaseCurrencies: [
        {
          id: 'ETH',
          name: 'Ether',
          symbol: 'ETH',
          networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
        },
      ],
    }),
    call: (api) => api.getOnrampOptions({ caipNetworkId: NETWORK }),
  },
  {
    name: 'getOnrampQuote',
    path: '/v1/onramp/quote',
    valid: () => ({
      coinbaseFee: amount(),
      networkFee: { value: '1', currency: 'USD' },
      paymentSubTotal: amount(),
      paymentTotal: amount(),
      purchaseAmount: amount(),
      quoteId: 'q1',
    }),
    call: (api) =>
      api.getOnrampQuote({
        caipNetworkId: NETWORK,
        purchaseCurrency: { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [] },
        paymentCurrency: { id: 'USD', limits: [] },
        amount: '10',
        network: 'ethereum',
      }),
  },
  {
    name: 'getSmartSessions',
    path: `/v1/sessions/${encodeURIComponent(CAIP_ADDRESS)}`,
    valid: () => ({
      pcis: [
        {
          project: { id: 'p1', name: 'P', url: null, iconUrl: null },
          pci: 'pci1',
          expiry: 1_900_000_000,
          createdAt: 1_700_000_000,
          permissions: [{ type: 'contract-call', data: { a: 1 } }],
          policies: [],
          context: '0x',
          revokedAt: null,
        },
      ],
    }),
    call: (api) => api.getSmartSessions({ caipAddress: CAIP_ADDRESS, caipNetworkId: NETWORK }),
  },
  {
    name: 'revokeSmartSession',
    path: `/v1/sessions/${encodeURIComponent(CAIP_ADDRESS)}/revoke`,
    valid: () => ({}),
    call: (api) =>
      api.revokeSmartSession({
        caipAddress: CAIP_ADDRESS,
        caipNetworkId: NETWORK,
        pci: 'pci1',
        signature: '0x',
      }),
  },
  {
    name: 'getWallets',
    path: '/getWallets',
    valid: () => ({ count: 2, data: [wallet(), { ...wallet(), id: 'w2' }] }),
    call: (api) =>
      api.registry.getWallets({ page: 1, entries: 40, search: 'x', include: ['w1'], chains: [NETWORK] }),
  },
]

const DELETE = Symbol('delete')

/** Values a malformed field may take: other types, edge numbers, huge strings and arrays, deep nesting. */
const replacement: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 12, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      DELETE,
      null,
      undefined,
      '',
      ' ',
      '0x',
      'NaN',
      'Infinity',
      '-0',
      '1e400',
      true,
      0,
      -1,
      -0,
      1e308,
      Number.MAX_SAFE_INTEGER + 2,
      [],
      {},
      [null],
      [{}],
      { __proto__: null },
    ),
  },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 50_000 }).map((n) => 'é'.repeat(n)) },
  // Past the largest argument list V8 spreads (~120k): a spread of it would throw RangeError. Spliced in as text.
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 160_000 }).map((n) => `\u0000wide:${n}`) },
  // Nesting deep enough to break a recursive walk; spliced into the JSON text (see `deep`).
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 5_000 }).map((depth) => `\u0000deep:${depth}`) },
)

/** The JSON text with each marker replaced: `deep:n` by n nested arrays, `wide:n` by an array of n objects. */
function deep(text: string): string {
  return text.replace(/"\\u0000(deep|wide):(\d+)"/g, (_match, kind: string, size: string) => {
    const n = Number(size)
    return kind === 'deep' ? `${'['.repeat(n)}${']'.repeat(n)}` : `[${'{},'.repeat(n - 1)}{}]`
  })
}

/** Every (parent, key) of a JSON value, so a mutation can reach any depth. */
function slots(value: unknown, out: Array<[Record<string, unknown> | unknown[], string | number]> = []) {
  // Huge generated arrays are leaves: their items are all alike.
  if (Array.isArray(value) && value.length <= 50) {
    value.forEach((item, index) => {
      out.push([value, index])
      slots(item, out)
    })
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      out.push([value as Record<string, unknown>, key])
      slots(item, out)
    }
  }
  return out
}

/** A valid answer with some fields dropped or replaced, serialised as JSON text. */
const mutated = (operation: Operation) =>
  fc.array(fc.tuple(fc.nat(), replacement), { minLength: 1, maxLength: 4 }).map((changes) => {
    let root = operation.valid()
    for (const [at, shared] of changes) {
      // Generated constants are shared between runs: each use gets its own copy.
      const value = typeof shared === 'object' && shared !== null ? structuredClone(shared) : shared
      const all = slots(root)
      if (all.length === 0 || at % (all.length + 1) === all.length) {
        root = value === DELETE ? undefined : value
        continue
      }
      const [parent, key] = all[at % all.length] as [Record<string, unknown>, string]
      if (value === DELETE) delete parent[key]
      else parent[key] = value
    }
    return deep(JSON.stringify(root) ?? '')
  })

const bodyText = (operation: Operation) =>
  fc.oneof(
    { weight: 8, arbitrary: mutated(operation) },
    { weight: 1, arbitrary: fc.constant(JSON.stringify(operation.valid())) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom(
          '',
          ' ',
          '{',
          '[',
          '{"balances":',
          'null',
          'undefined',
          '<html>502 Bad Gateway</html>',
          '\ufeff{}',
          'NaN',
        ),
        mutated(operation).map((text) => text.slice(0, Math.max(1, text.length - 3))),
      ),
    },
  )

type Answer =
  | { kind: 'response'; status: number; body: string; retryAfter: string | undefined }
  | { kind: 'throw'; value: unknown }
  | { kind: 'hang' }
  | { kind: 'badText' }

const status = fc.oneof(
  { weight: 6, arbitrary: fc.constant(200) },
  { weight: 1, arbitrary: fc.constantFrom(201, 204, 206, 299) },
  { weight: 3, arbitrary: fc.integer({ min: 200, max: 599 }) },
  { weight: 1, arbitrary: fc.constantFrom(400, 401, 403, 404, 429, 500, 502, 503) },
)

const answer = (operation: Operation): fc.Arbitrary<Answer> =>
  fc.oneof(
    {
      weight: 20,
      arbitrary: fc.record({
        kind: fc.constant('response' as const),
        status,
        body: bodyText(operation),
        retryAfter: fc.option(
          fc.constantFrom('0', '1', '999999', 'soon', 'Wed, 21 Oct 2015 07:28:00 GMT', '-1'),
          { nil: undefined },
        ),
      }),
    },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 1 }).map((value): Answer => ({ kind: 'throw', value })) },
    { weight: 1, arbitrary: fc.constant<Answer>({ kind: 'hang' }) },
    { weight: 1, arbitrary: fc.constant<Answer>({ kind: 'badText' }) },
  )

function respond(target: Answer, init: RequestInit): Promise<Response> {
  switch (target.kind) {
    case 'throw':
      return Promise.reject(target.value)
    case 'hang':
      // Honours the abort, as fetch does; the fetcher's timeout must end the attempt either way.
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )
    case 'badText': {
      const response = new Response('{}', { status: 200 })
      response.text = () => Promise.reject(new TypeError('body stream already read'))
      return Promise.resolve(response)
    }
    default: {
      const nullBody = target.status === 204 || target.status === 205 || target.status === 304
      return Promise.resolve(
        new Response(nullBody ? null : target.body, {
          status: target.status,
          headers: target.retryAfter === undefined ? {} : { 'retry-after': target.retryAfter },
        }),
      )
    }
  }
}

const VALID_CHAINS: Answer = {
  kind: 'response',
  status: 200,
  body: JSON.stringify({ http: [NETWORK], ws: [] }),
  retryAfter: undefined,
}

const scenario = fc.constantFrom(...OPERATIONS).chain((operation) =>
  fc.record({
    operation: fc.constant(operation),
    // Mostly a chain list that serves the network, so the call goes on to its own request.
    chains: fc.oneof(
      { weight: 6, arbitrary: fc.constant(VALID_CHAINS) },
      { weight: 1, arbitrary: answer(OPERATIONS[0] as Operation) },
    ),
    target: answer(operation),
  }),
)

function createApi(chains: Answer, target: Answer, operation: Operation): Api {
  const fetch: FetchLike = (url, init) => {
    const { pathname } = new URL(url)
    return respond(pathname === '/v1/supported-chains' && operation.path !== pathname ? chains : target, init)
  }
  const options = {
    projectId: 'p1',
    sdkType: 'appkit',
    sdkVersion: 'html-core-1.0.0',
    fetch,
    retries: 0,
    timeoutMs: 10,
  }
  return {
    ...createBlockchainApiClient({ fetcher: createFetcher({ ...options, baseUrl: 'https://rpc.test' }) }),
    registry: createWalletRegistryClient({
      fetcher: createFetcher({ ...options, baseUrl: 'https://registry.test' }),
    }),
  }
}

describe('the API clients under malformed answers', () => {
  it(`resolve or reject with a typed error on each of ${RUNS} malformed answers`, async () => {
    const started = performance.now()
    const outcomes = new Map<string, number>()
    let count = 0
    await fc.assert(
      fc.asyncProperty(scenario, async ({ operation, chains, target }) => {
        count += 1
        const api = createApi(chains, target, operation)
        let outcome: string
        try {
          // Resolved data is what the schemas let through (session `data` stays opaque, however deep).
          await operation.call(api)
          outcome = 'resolved'
        } catch (error) {
          const typed = TYPED_ERRORS.find((ErrorClass) => (error as object)?.constructor === ErrorClass)
          if (!typed || typed === core.BaseError)
            throw new Error(`${operation.name} threw ${String((error as Error)?.stack ?? error)}`)
          outcome = typed.name
        }
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1)
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    )
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.info(
      `[fuzz] core API client: ${count} malformed answers over ${OPERATIONS.length} calls in ${seconds} s, outcomes ${JSON.stringify(Object.fromEntries(outcomes))}`,
    )
    expect(count).toBeGreaterThanOrEqual(RUNS)
    expect(outcomes.get('resolved')).toBeGreaterThan(0)
  }, 300_000)

  it('fuzz: a profile whose attributes are a list of 150,000 maps reads as one map, not a RangeError from spreading them', async () => {
    const lookup = OPERATIONS.find((operation) => operation.name === 'lookupName') as Operation
    const attributes = `[{"bio":"first"},${'{},'.repeat(149_998)}{"bio":"last","x":"y"}]`
    const body = JSON.stringify({ ...profile(), attributes: 0 }).replace(
      '"attributes":0',
      `"attributes":${attributes}`,
    )
    const api = createApi(
      VALID_CHAINS,
      { kind: 'response', status: 200, body, retryAfter: undefined },
      lookup,
    )
    const found = await api.lookupName({ name: 'alice.reown.id', caipNetworkId: NETWORK })
    expect(found?.attributes).toEqual({ bio: 'last', x: 'y' })
  })
})
