import { getDevnetAccount } from '@org/appkit-devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postJson, requestJson } from '../test/requestJson.ts'
import { startTestStack, type TestStack } from '../test/startTestStack.ts'

const address = getDevnetAccount(0).address
const projects = [
  { id: 'laboratory', name: 'Laboratory', allowedOrigins: ['http://127.0.0.1:*'] },
  { id: 'strict', name: 'Strict', allowedOrigins: ['https://app.example', 'https://*.wallets.example'] },
]

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack({ projects })
})
afterAll(() => stack?.stop())

const balanceUrl = (params: Record<string, string>) =>
  stack.url(`/v1/account/${address}/balance`, { currency: 'usd', ...params })

describe('project id and origin checks (spec §8 alerts: the statuses the client maps)', () => {
  it('answers a known project without an Origin (server-to-server)', async () => {
    expect((await requestJson(balanceUrl({ projectId: 'laboratory' }))).status).toBe(200)
  })

  it('refuses an unknown project id with 401 authentication (-> "Invalid App Configuration")', async () => {
    const { status, body } = await requestJson(balanceUrl({ projectId: 'nope' }))
    expect(status).toBe(401)
    expect(body).toEqual({
      status: 'FAILED',
      reasons: [{ field: 'authentication', description: 'We failed to authenticate your request' }],
    })
    const inBody = await postJson(stack.url('/v1/fungible/price'), {
      projectId: 'nope',
      currency: 'usd',
      addresses: [],
    })
    expect(inBody.status).toBe(401)
  })

  it('refuses a missing project id with 400 projectId (the client raises "Project ID Not Configured" itself)', async () => {
    const { status, body } = await requestJson(balanceUrl({}))
    expect(status).toBe(400)
    expect(body).toMatchObject({ reasons: [{ field: 'projectId' }] })
  })

  it('refuses a page origin the project does not list with a 403 the browser can read', async () => {
    const refused = await requestJson(balanceUrl({ projectId: 'strict' }), {
      headers: { origin: 'https://evil.example' },
    })
    expect(refused.status).toBe(403)
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://evil.example')
    expect(refused.body).toMatchObject({ reasons: [{ field: 'origin' }] })
    const wildcardDepth = await requestJson(balanceUrl({ projectId: 'strict' }), {
      headers: { origin: 'https://wallets.example' },
    })
    expect(wildcardDepth.status).toBe(403)
  })

  it('serves listed origins (exact, wildcard host, wildcard port) with CORS headers', async () => {
    for (const [projectId, origin] of [
      ['strict', 'https://app.example'],
      ['strict', 'https://beta.wallets.example'],
      ['laboratory', 'http://127.0.0.1:5173'],
    ] as const) {
      const { status, headers } = await requestJson(balanceUrl({ projectId }), { headers: { origin } })
      expect({ origin, status }).toEqual({ origin, status: 200 })
      expect(headers.get('access-control-allow-origin')).toBe(origin)
      expect(headers.get('vary')).toMatch(/Origin/)
    }
  })

  it('answers CORS preflights with the allowed methods and headers', async () => {
    const response = await fetch(stack.url('/v1/fungible/price'), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type')
  })

  it('serves the public routes without a project: supported chains, profile lookups, images', async () => {
    expect((await requestJson(stack.url('/v1/supported-chains'))).status).toBe(200)
    expect(
      (await requestJson(stack.url('/v1/profile/account/someone.reown.id', { apiVersion: '2' }))).status,
    ).toBe(200)
    const image = await fetch(stack.url('/public/getTokenImage/ETH'))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
  })
})

describe('bad input: every case a 4xx with a message, and the server keeps serving', () => {
  const project = { projectId: 'laboratory' }
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const cases: [string, () => Promise<{ status: number; body: unknown }>, number, RegExp?][] = [
    [
      'malformed address',
      () => requestJson(stack.url('/v1/account/0x123/balance', { ...project, currency: 'usd' })),
      400,
      /The address provided is invalid/,
    ],
    ['missing currency', () => requestJson(stack.url(`/v1/account/${address}/balance`, project)), 400],
    ['unknown currency', () => requestJson(balanceUrl({ ...project, currency: 'xyz' })), 400],
    ['repeated parameter', () => requestJson(`${balanceUrl(project)}&currency=eur`), 400],
    ['non-numeric EVM chain id', () => requestJson(balanceUrl({ ...project, chainId: 'eip155:abc' })), 400],
    ['CAIP-2 with 3 parts', () => requestJson(balanceUrl({ ...project, chainId: 'eip155:1:2' })), 400],
    ['bad forceUpdate token', () => requestJson(balanceUrl({ ...project, forceUpdate: 'eip155:1' })), 400],
    [
      'garbage cursor',
      () => requestJson(stack.url(`/v1/account/${address}/history`, { ...project, cursor: '%%%' })),
      400,
    ],
    [
      'cursor of another shape',
      () =>
        requestJson(
          stack.url(`/v1/account/${address}/history`, { ...project, cursor: cursorOf({ page: 2 }) }),
        ),
      400,
    ],
    ['identity of a non-address', () => requestJson(stack.url('/v1/identity/not-an-address', project)), 400],
    ['sessions of a plain string', () => requestJson(stack.url('/v1/sessions/alice', project)), 400],
    ['gas price without chainId', () => requestJson(stack.url('/v1/convert/gas-price', project)), 400],
    ['uppercase name', () => requestJson(stack.url('/v1/profile/account/ALICE.reown.id')), 400],
    ['name with 4 labels', () => requestJson(stack.url('/v1/profile/account/a.b.reown.id')), 400],
    [
      'bad JSON',
      () => requestJson(stack.url('/v1/fungible/price'), { method: 'POST', body: '{"projectId":' }),
      400,
      /^Invalid JSON body/,
    ],
    [
      'JSON of the wrong type',
      () => requestJson(stack.url('/v1/fungible/price', project), { method: 'POST', body: '"usd"' }),
      422,
    ],
    [
      'prototype poisoning',
      () => requestJson(stack.url('/v1/profile/account'), { method: 'POST', body: '{"__proto__":{"x":1}}' }),
      400,
      /forbidden prototype property/,
    ],
    [
      'bad CAIP-10 token',
      () =>
        postJson(stack.url('/v1/fungible/price'), { ...project, currency: 'usd', addresses: ['eip155:1'] }),
      400,
    ],
    ['empty analytics body', () => requestJson(stack.url('/e', project), { method: 'POST' }), 400],
    [
      'analytics event without props',
      () => postJson(stack.url('/e', project), { eventId: '1', timestamp: 1 }),
      400,
    ],
    [
      'analytics event in the year 10000 (PostgreSQL cannot store it: was a 500)',
      () =>
        postJson(stack.url('/e', project), {
          eventId: 'y10k',
          timestamp: Date.UTC(10000, 0, 1),
          props: { event: 'MODAL_OPEN' },
        }),
      400,
    ],
    [
      'oversized body',
      () => postJson(stack.url('/batch', project), [{ pad: 'x'.repeat(300 * 1024) }]),
      413,
      /too large/,
    ],
    [
      'wallet page 0',
      () => requestJson(stack.url('/getWallets', { ...project, page: '0', entries: '10' })),
      400,
    ],
    [
      'wallet entries not a number',
      () => requestJson(stack.url('/getWallets', { ...project, page: '1', entries: 'ten' })),
      400,
    ],
    ['wallet page missing', () => requestJson(stack.url('/getWallets', { ...project, entries: '10' })), 400],
    ['image path traversal', () => requestJson(`${stack.server.url}/getWalletImage/..%2F..%2Fpackage`), 400],
    ['unknown route', () => requestJson(stack.url('/v1/nothing-here')), 404],
  ]

  it.each(cases)('%s', async (_label, send, status, pattern = /\w{3}/) => {
    const answer = await send()
    expect(answer.status).toBe(status)
    expect(answer.body).toMatchObject({
      status: 'FAILED',
      reasons: [{ description: expect.stringMatching(pattern) }],
    })
  })

  it('still answers a good request after all of them', async () => {
    const { status, body } = await requestJson(balanceUrl(project))
    expect(status).toBe(200)
    expect((body as { balances: { symbol: string }[] }).balances[0]?.symbol).toBe('ETH')
  })
})

describe('analytics (spec §7 POST /e; API-SHAPES §5)', () => {
  const event = (eventId: string, name = 'MODAL_OPEN') => ({
    eventId,
    url: 'http://127.0.0.1:5173/wagmi',
    domain: '127.0.0.1',
    timestamp: 1_760_000_000_000,
    props: { type: 'track', event: name, address, properties: { caipNetworkId: 'eip155:31337' } },
  })
  const stored = () =>
    stack.database.query<{
      event_id: string
      event: string
      project_id: string
      address: string
      sdk_type: string
    }>('select event_id, event, project_id, address, sdk_type from analytics_events order by event_id')

  it('stores an event once, however often it is sent', async () => {
    const url = stack.url('/e', { projectId: 'laboratory', st: 'appkit', sv: 'react-core-1.0.0' })
    const first = await postJson(url, event('e-1'), { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(first.status).toBe(204)
    expect(first.body).toBeUndefined()
    expect((await postJson(url, event('e-1'))).status).toBe(204)
    expect(await stored()).toEqual([
      { event_id: 'e-1', event: 'MODAL_OPEN', project_id: 'laboratory', address, sdk_type: 'appkit' },
    ])
  })

  it('stores a beacon batch, and stores nothing from a refused origin (403)', async () => {
    const batch = await postJson(stack.url('/batch', { projectId: 'laboratory' }), [
      event('e-2'),
      event('e-3', 'CONNECT_SUCCESS'),
    ])
    expect(batch.status).toBe(204)
    const refused = await postJson(stack.url('/e', { projectId: 'strict' }), event('e-4'), {
      headers: { origin: 'https://evil.example' },
    })
    expect(refused.status).toBe(403)
    expect((await stored()).map((row) => row.event_id)).toEqual(['e-1', 'e-2', 'e-3'])
  })
})
