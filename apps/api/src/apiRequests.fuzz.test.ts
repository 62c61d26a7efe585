import {
  type Devnet,
  getDevnetAccount,
  type SolanaDevnet,
  solanaDevnetAccounts,
  startDevnet,
  startSolanaDevnet,
} from '@org/appkit-devnet'
import fc from 'fast-check'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiContext } from './ApiContext.ts'
import { createServedChains } from './chain/createServedChains.ts'
import { defaultApiLimits } from './config/ApiLimits.ts'
import { loadServerConfig } from './config/loadServerConfig.ts'
import { createApiApp } from './createApiApp.ts'
import type { Database } from './db/Database.ts'
import { openDatabase } from './db/openDatabase.ts'
import { solanaDevnetChain } from './test/startSolanaTestStack.ts'
import { devnetChain } from './test/startTestStack.ts'

// Issue #15, "Hostile input, counted": generated requests over every route (methods, path params, query strings,
// Origin / Content-Type / Host headers, bodies valid-shaped or not), through `app.inject()` against a devnet and an
// in-memory PostgreSQL. A hostile request may be refused (4xx), never answered 5xx, and no answer may carry a stack
// trace, a file path or SQL text.

const RUNS = Number(process.env.FUZZ_API_RUNS ?? 10_000)

let devnet: Devnet
let solana: SolanaDevnet
let database: Database
let app: FastifyInstance
const serverErrors: string[] = []

beforeAll(async () => {
  ;[devnet, solana, database] = await Promise.all([startDevnet(), startSolanaDevnet(), openDatabase()])
  const config = await loadServerConfig({ chains: [devnetChain(devnet), solanaDevnetChain(solana)] })
  const { evm, accounts, indexers } = createServedChains({ chains: config.chains, db: database })
  const context: ApiContext = {
    db: database,
    chains: evm,
    accounts,
    indexers,
    prices: config.prices,
    projects: config.projects,
    wallets: config.wallets,
    imagesDir: config.imagesDir,
    nameZones: ['reown.id', 'wcn.id'],
    historyPageSize: 20,
    publicUrl: 'http://127.0.0.1:1',
    now: Date.now,
    limits: { ...defaultApiLimits },
    // The budgets are pinned by their own tests; here they would turn most generated requests into 429s.
    rateLimit: { windowMs: 60_000, perIp: Number.MAX_SAFE_INTEGER, perProject: Number.MAX_SAFE_INTEGER },
  }
  // Whatever the server logs as an error is kept, so a failure shows the cause, not just the status.
  app = await createApiApp(context, {
    logger: { level: 'error', stream: { write: (line: string) => void serverErrors.push(line) } },
  })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await Promise.all([database?.close(), devnet?.stop(), solana?.stop()])
})

const chainId = () => devnet.chainId
// Deriving a devnet account is slow (HD keys): once, not per generated value.
const ADDRESSES = [0, 1, 2].map((index) => getDevnetAccount(index).address)
const holder = () => ADDRESSES[1] as string
const SOLANA_CHAIN = 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx'
const SOLANA_ADDRESSES = solanaDevnetAccounts.slice(0, 3).map((account) => account.address as string)

interface Route {
  method: 'GET' | 'POST'
  path: string
  /** Query keys the route reads, so generated queries reach its checks. */
  query: readonly string[]
  /** A body the route would accept (before its checks of values), as a template for generated bodies. */
  body?: () => Record<string, unknown> | unknown[]
}

const account = () => `eip155:${chainId()}:${holder()}`
const grant = () => ({
  expiry: Math.floor(Date.now() / 1000) + 3600,
  permissions: [{ type: 'contract-call', data: { address: holder() } }],
  policies: [],
  context: '0x1234',
  nonce: 'abcdefghijklmnop',
  issuedAt: new Date().toISOString(),
  signature: '0x00',
})
const event = () => ({
  eventId: 'e1',
  url: 'http://127.0.0.1:5173/',
  domain: '127.0.0.1',
  timestamp: Date.now(),
  event: 'MODAL_OPEN',
  address: null,
  props: { event: 'MODAL_OPEN', properties: { connected: false } },
})

const ROUTES: readonly Route[] = [
  { method: 'GET', path: '/v1/supported-chains', query: [] },
  { method: 'GET', path: '/v1/identity/:address', query: ['projectId', 'chainId', 'sender'] },
  { method: 'GET', path: '/v1/account/:address/identity', query: ['projectId', 'chainId'] },
  {
    method: 'GET',
    path: '/v1/account/:address/balance',
    query: ['projectId', 'chainId', 'currency', 'forceUpdate'],
  },
  {
    method: 'GET',
    path: '/v1/account/:address/history',
    query: ['projectId', 'chainId', 'currency', 'cursor', 'onramp'],
  },
  {
    method: 'POST',
    path: '/v1/fungible/price',
    query: ['projectId'],
    body: () => ({
      projectId: 'laboratory',
      currency: 'usd',
      addresses: [`eip155:${chainId()}:${holder()}`],
    }),
  },
  { method: 'GET', path: '/v1/convert/tokens', query: ['projectId', 'chainId', 'address'] },
  { method: 'GET', path: '/v1/convert/gas-price', query: ['projectId', 'chainId'] },
  {
    method: 'GET',
    path: '/v1/convert/quotes',
    query: ['projectId', 'from', 'to', 'amount', 'gasPrice', 'userAddress'],
  },
  { method: 'GET', path: '/v1/convert/allowance', query: ['projectId', 'tokenAddress', 'userAddress'] },
  {
    method: 'GET',
    path: '/v1/convert/build-approve',
    query: ['projectId', 'from', 'to', 'amount', 'userAddress'],
  },
  {
    method: 'POST',
    path: '/v1/convert/build-transaction',
    query: ['projectId'],
    body: () => ({
      projectId: 'laboratory',
      amount: '1',
      eip155: { slippage: '1' },
      from: account(),
      to: account(),
      userAddress: account(),
    }),
  },
  { method: 'GET', path: '/v1/profile/account/:name', query: ['apiVersion'] },
  { method: 'GET', path: '/v1/profile/reverse/:address', query: ['apiVersion'] },
  { method: 'GET', path: '/v1/profile/suggestions/:name', query: ['zone'] },
  {
    method: 'POST',
    path: '/v1/profile/account',
    query: [],
    body: () => ({
      name: 'fuzz.reown.id',
      message: '{}',
      signature: '0x00',
      coinType: 60,
      address: holder(),
    }),
  },
  { method: 'GET', path: '/v1/sessions/:address', query: ['projectId'] },
  { method: 'POST', path: '/v1/sessions/:address', query: ['projectId'], body: grant },
  {
    method: 'POST',
    path: '/v1/sessions/:address/revoke',
    query: ['projectId'],
    body: () => ({ pci: 'ab', signature: '0x00' }),
  },
  {
    method: 'POST',
    path: '/v1/generators/onrampurl',
    query: ['projectId'],
    body: () => ({
      destinationWallets: [{ address: holder(), blockchains: ['ethereum'], assets: ['ETH'] }],
      partnerUserId: 'u',
      presetFiatAmount: 10,
    }),
  },
  { method: 'GET', path: '/v1/onramp/options', query: ['projectId'] },
  {
    method: 'POST',
    path: '/v1/onramp/quote',
    query: ['projectId'],
    body: () => ({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '10',
      network: 'ethereum',
      country: 'US',
    }),
  },
  {
    method: 'GET',
    path: '/onramp/buy/select-asset',
    query: ['appId', 'defaultNetwork', 'defaultAsset', 'presetFiatAmount'],
  },
  { method: 'POST', path: '/e', query: ['projectId', 'st', 'sv'], body: event },
  { method: 'POST', path: '/batch', query: ['projectId', 'st', 'sv'], body: () => [event(), event()] },
  {
    method: 'GET',
    path: '/getWallets',
    query: [
      'projectId',
      'page',
      'entries',
      'search',
      'include',
      'exclude',
      'recommendedIds',
      'chains',
      'platform',
      'sort',
      'badge_type',
      'include_pay_only',
      'rdns',
    ],
  },
  { method: 'GET', path: '/projects/v1/origins', query: ['projectId'] },
  { method: 'GET', path: '/appkit/v1/project-limits', query: ['projectId'] },
  { method: 'GET', path: '/getWalletImage/:id', query: ['projectId'] },
  { method: 'GET', path: '/public/getAssetImage/:id', query: ['projectId'] },
  { method: 'GET', path: '/public/getCurrencyImage/:id', query: ['projectId'] },
  { method: 'GET', path: '/public/getTokenImage/:id', query: ['projectId'] },
]

/** Text from every corner: unicode, control characters, lone surrogates, long runs. */
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  // Long text, cheaply: a short piece repeated.
  fc
    .tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }), fc.integer({ min: 50, max: 600 }))
    .map(([piece, times]) => piece.repeat(times)),
)

/** Path param and query values: plausible ones (so the checks behind the first are reached) and junk. */
const paramValue = fc.oneof(
  fc.constantFrom(
    'laboratory',
    'local',
    'usd',
    'eur',
    'coinbase',
    '2',
    'true',
    '0',
    '-1',
    '1e400',
    '999999999999999999999999999999',
    'eip155:31337',
    'eip155:1',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    SOLANA_CHAIN,
    `${SOLANA_CHAIN}:So11111111111111111111111111111111111111111`,
    `${SOLANA_CHAIN}:Co9iaX5MKFXUds9wbdhtJw4eVCqiUJHJEqEyzrJAh7Dt`,
    '11111111111111111111111111111111',
    '1111111111111111111111111111111',
    'eip155:31337:0x0000000000000000000000000000000000000000',
    'alice.reown.id',
    'wallet-01',
    'ETH',
    '../../etc/passwd',
    '%00',
    'null',
    '[]',
    '{}',
  ),
  fc.constantFrom(...ADDRESSES),
  fc.constantFrom(...ADDRESSES).map((address) => `eip155:31337:${address}`),
  fc.constantFrom(...SOLANA_ADDRESSES),
  fc.constantFrom(...SOLANA_ADDRESSES).map((address) => `${SOLANA_CHAIN}:${address}`),
  // Base58 text of any length: public keys and signatures look like this, and so does junk.
  fc.string({
    unit: fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'),
    maxLength: 90,
  }),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 64 }).map((hex) => `0x${hex}`),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.double().map(String),
  fc
    .date({ noInvalidDate: false })
    .map((date) => (Number.isNaN(date.getTime()) ? 'Invalid Date' : date.toISOString())),
  // History cursors: base64url of JSON, valid-looking or not (#15 A5).
  fc
    .record({
      block: fc.oneof(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String), anyText),
      index: fc.anything(),
      at: anyText,
    })
    .map((cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url')),
  anyText,
)

/** A path segment: percent-encoded, or raw bytes that are not valid percent-encoding. */
const segment = fc.oneof(
  { weight: 4, arbitrary: paramValue.map((value) => encodeURIComponent(value)) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%FF', '%C0%AF', '..', '', '%2F..%2F') },
)

const queryString = (keys: readonly string[]) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          { weight: 5, arbitrary: fc.constantFrom(...(keys.length ? keys : ['x'])) },
          { weight: 1, arbitrary: anyText },
        ),
        fc.oneof({ weight: 1, arbitrary: fc.constant('laboratory') }, { weight: 3, arbitrary: paramValue }),
      ),
      { maxLength: 6 },
    )
    .map((pairs) => {
      // A project id the guard knows comes first, so most requests reach the route's own checks.
      const search = new URLSearchParams()
      if (keys.includes('projectId') && !pairs.some(([key]) => key === 'projectId'))
        search.append('projectId', 'laboratory')
      for (const [key, value] of pairs) search.append(key, value)
      return search.toString()
    })

const headers = fc.record(
  {
    origin: fc.oneof(
      fc.constantFrom('http://127.0.0.1:5173', 'http://localhost:3000', 'https://evil.example', 'null', ''),
      anyText.filter((text) => /^[\x21-\x7e ]*$/.test(text)),
    ),
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      'application/json; charset=utf-16',
      '*/*',
    ),
    host: fc.constantFrom('evil.example', '127.0.0.1:1', 'localhost'),
    'x-forwarded-for': fc.constantFrom('10.0.0.1', '::1', 'garbage', '1.1.1.1, 2.2.2.2'),
    accept: fc.constantFrom('application/json', 'text/html', '*/*'),
  },
  { requiredKeys: [] },
)

/** A JSON value nested `depth` deep: within the body caps, deep enough to break a recursive walk. */
const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 8000 }), fc.boolean())
  .map(([depth, asObject]) =>
    asObject ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}1${']'.repeat(depth)}`,
  )

/** A valid-shaped body with one field (or an event's `props`) nested up to the body cap deep. */
const deepField = (template: () => Record<string, unknown> | unknown[]) =>
  fc.tuple(fc.nat(), fc.integer({ min: 1_000, max: 60_000 })).map(([at, depth]) => {
    const body = template()
    const target: Record<string, unknown> = Array.isArray(body)
      ? ((body[0] as Record<string, unknown>) ?? {})
      : body
    const keys = Object.keys(target)
    const key =
      keys.includes('props') && at % 2 === 0 ? 'props' : (keys[at % Math.max(keys.length, 1)] ?? 'x')
    target[key] = '\u0000'
    const deep = `{"a":${'['.repeat(depth)}1${']'.repeat(depth)}}`
    return (JSON.stringify(body) ?? '').replace('"\\u0000"', deep)
  })

/** Replace, drop or retype fields of a valid-shaped body. */
const mutatedBody = (template: () => Record<string, unknown> | unknown[]) =>
  fc
    .tuple(
      fc.array(
        fc.tuple(
          fc.nat(),
          fc.oneof(fc.anything({ maxDepth: 2, maxKeys: 4 }), paramValue, fc.constant(undefined)),
        ),
        { maxLength: 4 },
      ),
      fc.array(fc.tuple(anyText, fc.jsonValue({ maxDepth: 2 })), { maxLength: 2 }),
    )
    .map(([changes, extras]) => {
      const body = template()
      const target: Record<string, unknown> = Array.isArray(body)
        ? ((body[0] as Record<string, unknown>) ?? {})
        : body
      const keys = Object.keys(target)
      for (const [at, value] of changes) {
        const key = keys[at % Math.max(keys.length, 1)]
        if (key !== undefined) target[key] = value
      }
      for (const [key, value] of extras) target[key] = value
      return JSON.stringify(body) ?? ''
    })

const bodyText = (route: Route) =>
  fc.oneof(
    ...(route.body ? [{ weight: 6, arbitrary: mutatedBody(route.body) }] : []),
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        anyText,
        fc.constantFrom(
          '{',
          '{"a":',
          '[1,',
          'undefined',
          'NaN',
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{}}}',
          '\u0000',
          '\ufeff{}',
        ),
      ),
    },
    { weight: 1, arbitrary: deepJson },
    ...(route.body ? [{ weight: 1, arbitrary: deepField(route.body) }] : []),
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 1_000, max: 70_000 }), fc.constantFrom('a', 'é', '😀'))
        .map(([length, char]) => JSON.stringify({ projectId: 'laboratory', data: char.repeat(length) })),
    },
    { weight: 1, arbitrary: fc.constant('') },
  )

const request: fc.Arbitrary<InjectOptions> = fc
  .constantFrom(...ROUTES)
  .chain((route) =>
    fc.record({
      route: fc.constant(route),
      method: fc.oneof(
        { weight: 8, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') },
      ),
      segments: fc.array(segment, { minLength: 2, maxLength: 2 }),
      query: queryString(route.query),
      headers,
      body: bodyText(route),
    }),
  )
  .map(({ route, method, segments, query, headers, body }) => {
    let index = 0
    const path = route.path.replace(/:[a-z]+/g, () => segments[index++] ?? '')
    const hasBody = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'
    return {
      method: method as InjectOptions['method'],
      url: query ? `${path}?${query}` : path,
      headers: headers as Record<string, string>,
      ...(hasBody && body !== '' ? { payload: body } : {}),
    }
  })

/** What no answer may show: a stack frame, a path on this machine, PostgreSQL's words. */
const LEAKS = [
  /\bat [\w.<>]+ \(/,
  /\bat (?:file|node):/,
  /\/work\/|\/home\/|\/tmp\/|node_modules|[\w-]+\.(?:ts|js|mjs):\d+/,
  /\b(?:select|insert into|update|delete from)\b.+\b(?:from|set|values|where)\b/i,
  /syntax error at or near|relation "|violates|pglite|postgres/i,
  /TypeError|RangeError|ReferenceError|SyntaxError: Unexpected|Cannot read propert/,
]

function leak(body: string, sent: string): RegExp | undefined {
  // An answer may repeat what the client sent (a 404 names the path, a 403 names the Origin).
  return LEAKS.find((pattern) => pattern.test(body) && !pattern.test(sent))
}

describe('apps/api under generated hostile requests', () => {
  it(`answers ${RUNS} generated requests with no 5xx and no internals, then still serves an honest client`, async () => {
    const started = performance.now()
    const statuses = new Map<number, number>()
    let count = 0
    await fc.assert(
      fc.asyncProperty(request, async (options) => {
        count += 1
        const response = await app.inject(options)
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
        const sent = `${options.url} ${JSON.stringify(options.headers)} ${String(options.payload ?? '')}`
        if (response.statusCode >= 500)
          throw new Error(
            `${response.statusCode}: ${response.body.slice(0, 300)}\n${serverErrors.at(-1) ?? ''}`,
          )
        const leaked = leak(response.body, sent)
        if (leaked) throw new Error(`the answer leaks ${leaked}: ${response.body.slice(0, 300)}`)
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    )
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.info(
      `[fuzz] apps/api: ${count} generated requests in ${seconds} s, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    )
    expect(count).toBeGreaterThanOrEqual(RUNS)
    expect(serverErrors).toEqual([])

    const chains = await app.inject({ method: 'GET', url: '/v1/supported-chains' })
    expect(chains.statusCode).toBe(200)
    const balance = await app.inject({
      method: 'GET',
      url: `/v1/account/${holder()}/balance?projectId=laboratory&currency=usd`,
      headers: { origin: 'http://127.0.0.1:5173' },
    })
    expect(balance.statusCode).toBe(200)
    expect((balance.json() as { balances: { symbol: string }[] }).balances[0]?.symbol).toBe('ETH')
    const solanaBalance = await app.inject({
      method: 'GET',
      url: `/v1/account/${SOLANA_ADDRESSES[1]}/balance?projectId=laboratory&currency=usd&chainId=${SOLANA_CHAIN}`,
    })
    expect(solanaBalance.statusCode).toBe(200)
    expect(
      (solanaBalance.json() as { balances: { symbol: string }[] }).balances.map((entry) => entry.symbol),
    ).toEqual(['SOL', 'dUSD'])
  }, 300_000)
})
