import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './ApiError.ts'
import { createAnalyticsClient } from './createAnalyticsClient.ts'
import { createFetcher, type FetchLike } from './createFetcher.ts'

function setup(status = 204, location: { href: string; hostname: string } | undefined = undefined) {
  const calls: { url: URL; body: unknown }[] = []
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url: new URL(url), body: JSON.parse(init.body as string) })
    return new Response(null, { status })
  }
  const fetcher = createFetcher({
    baseUrl: 'https://pulse.test',
    projectId: 'p1',
    sdkType: 'appkit',
    sdkVersion: 'react-core-1.0.0',
    fetch,
  })
  let n = 0
  const client = createAnalyticsClient({
    fetcher,
    getLocation: () => location,
    randomId: () => `id-${++n}`,
  })
  return { client, calls }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Analytics client (spec §7: POST /e with eventId, url, domain, timestamp, props)', () => {
  it('posts one event with eventId, url, domain, timestamp and props including the address', async () => {
    const { client, calls } = setup(204, { href: 'https://dapp.example/swap', hostname: 'dapp.example' })
    const payload = client.createPayload({
      event: 'SEND_SUCCESS',
      timestamp: 1_700_000_000_000,
      address: '0x1111',
      properties: { network: 'eip155:1' },
    })
    await client.send(payload)
    expect(calls[0]!.url.pathname).toBe('/e')
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'appkit',
      sv: 'react-core-1.0.0',
    })
    expect(calls[0]!.body).toEqual({
      eventId: 'id-1',
      url: 'https://dapp.example/swap',
      domain: 'dapp.example',
      timestamp: 1_700_000_000_000,
      props: { type: 'track', event: 'SEND_SUCCESS', address: '0x1111', properties: { network: 'eip155:1' } },
    })
  })

  it('every payload gets a fresh event id; without a page the url and domain are empty', () => {
    const { client } = setup()
    const first = client.createPayload({ event: 'MODAL_OPEN', timestamp: 1 })
    const second = client.createPayload({ event: 'MODAL_OPEN', timestamp: 1 })
    expect(first.eventId).not.toBe(second.eventId)
    expect(first).toMatchObject({ url: '', domain: '', props: { type: 'track', event: 'MODAL_OPEN' } })
    expect(first.props).not.toHaveProperty('address')
  })

  it('uses crypto.randomUUID and the global location by default', () => {
    const fetcher = createFetcher({
      baseUrl: 'https://pulse.test',
      projectId: 'p',
      sdkType: 's',
      sdkVersion: 'v',
    })
    const payload = createAnalyticsClient({ fetcher }).createPayload({ event: 'INITIALIZE', timestamp: 1 })
    expect(payload.eventId).toMatch(/^[0-9a-f-]{36}$/)
    expect(payload.url).toBe('')
  })

  it('a 403 answer rejects with ApiError status 403', async () => {
    const { client } = setup(403)
    const error = await client
      .send(client.createPayload({ event: 'X', timestamp: 1 }))
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(403)
  })
})
