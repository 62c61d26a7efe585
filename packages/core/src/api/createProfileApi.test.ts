import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './ApiError.ts'
import { createProfileApi } from './createProfileApi.ts'
import { createRoutedApiContext } from './createRoutedApiContext.ts'

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const ADDRESS = '0x1111111111111111111111111111111111111111'
const PROFILE = {
  name: 'alice.reown.id',
  registered_at: '2025-05-01T10:00:00Z',
  updated_at: '2025-05-02T10:00:00Z',
  attributes: { bio: 'hi' },
  addresses: { '60': { address: ADDRESS, created_at: '2025-05-01T10:00:00Z' } },
}
const NORMALISED = {
  name: 'alice.reown.id',
  registeredAt: '2025-05-01T10:00:00Z',
  updatedAt: '2025-05-02T10:00:00Z',
  attributes: { bio: 'hi' },
  addresses: { '60': { address: ADDRESS, createdAt: '2025-05-01T10:00:00Z' } },
}

/** Fake API at the fetch edge: one answer per `METHOD /path`; the supported list is `eip155:1` only. */
function setup(routes: Record<string, () => Response>) {
  const { context, calls } = createRoutedApiContext(routes)
  return { api: createProfileApi(context), calls }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Profile API: names (spec §7 /v1/profile/*)', () => {
  it('name lookup asks apiVersion 2 and normalises addresses and attributes', async () => {
    const { api, calls } = setup({ 'GET /v1/profile/account/alice.reown.id': () => json(PROFILE) })
    await expect(api.lookupName({ name: 'alice.reown.id', caipNetworkId: 'eip155:1' })).resolves.toEqual(
      NORMALISED,
    )
    expect(calls[0]!.url.searchParams.get('apiVersion')).toBe('2')
  })

  it("name lookup reads apiVersion 2's [], a 404 and a 400 (a name outside its zones) as not registered", async () => {
    const { api } = setup({
      'GET /v1/profile/account/free.reown.id': () => json([]),
      'GET /v1/profile/account/gone.reown.id': () => json({ status: 'FAILED', reasons: [] }, 404),
      'GET /v1/profile/account/bob.eth': () =>
        json({ status: 'FAILED', reasons: [{ field: 'name', description: 'Invalid name' }] }, 400),
    })
    await expect(api.lookupName({ name: 'bob.eth', caipNetworkId: 'eip155:1' })).resolves.toBeUndefined()
    await expect(
      api.lookupName({ name: 'free.reown.id', caipNetworkId: 'eip155:1' }),
    ).resolves.toBeUndefined()
    await expect(
      api.lookupName({ name: 'gone.reown.id', caipNetworkId: 'eip155:1' }),
    ).resolves.toBeUndefined()
  })

  it('name lookup accepts the older array attributes and `created` key', async () => {
    const { api } = setup({
      'GET /v1/profile/account/bob.reown.id': () =>
        json({
          name: 'bob.reown.id',
          attributes: [{ bio: 'b' }, { avatar: 'https://img/b.png' }],
          addresses: { '60': { address: ADDRESS, created: 't' }, '61': { address: ADDRESS } },
        }),
    })
    await expect(api.lookupName({ name: 'bob.reown.id', caipNetworkId: 'eip155:1' })).resolves.toEqual({
      name: 'bob.reown.id',
      attributes: { bio: 'b', avatar: 'https://img/b.png' },
      addresses: { '60': { address: ADDRESS, createdAt: 't' }, '61': { address: ADDRESS } },
    })
  })

  it('a server error on lookup is not mistaken for "not registered"', async () => {
    const { api } = setup({ 'GET /v1/profile/account/x.reown.id': () => new Response('', { status: 500 }) })
    await expect(api.lookupName({ name: 'x.reown.id', caipNetworkId: 'eip155:1' })).rejects.toBeInstanceOf(
      ApiError,
    )
  })

  it('reverse lookup sends sender and apiVersion and reads a list; 404 reads as none', async () => {
    const { api, calls } = setup({
      [`GET /v1/profile/reverse/${ADDRESS}`]: () => json([PROFILE]),
      'GET /v1/profile/reverse/0xnone': () => json({ status: 'FAILED', reasons: [] }, 404),
    })
    await expect(
      api.reverseLookupName({ address: ADDRESS, sender: ADDRESS, caipNetworkId: 'eip155:1' }),
    ).resolves.toEqual([NORMALISED])
    expect(calls[0]!.url.searchParams.get('sender')).toBe(ADDRESS)
    expect(calls[0]!.url.searchParams.get('apiVersion')).toBe('2')
    await expect(api.reverseLookupName({ address: '0xnone', caipNetworkId: 'eip155:1' })).resolves.toEqual([])
  })

  it('a server error on reverse lookup propagates', async () => {
    const { api } = setup({ 'GET /v1/profile/reverse/0xa': () => new Response('', { status: 500 }) })
    await expect(api.reverseLookupName({ address: '0xa', caipNetworkId: 'eip155:1' })).rejects.toBeInstanceOf(
      ApiError,
    )
  })

  it('suggestions ask in the reown.id zone', async () => {
    const suggestions = [
      { name: 'alice.reown.id', registered: true },
      { name: 'alice1.reown.id', registered: false },
    ]
    const { api, calls } = setup({ 'GET /v1/profile/suggestions/alice': () => json({ suggestions }) })
    await expect(api.getNameSuggestions({ name: 'alice', caipNetworkId: 'eip155:1' })).resolves.toEqual({
      suggestions,
    })
    expect(calls[0]!.url.searchParams.get('zone')).toBe('reown.id')
  })

  it('register posts coin_type, address, message and signature', async () => {
    const { api, calls } = setup({ 'POST /v1/profile/account': () => json(PROFILE) })
    const message = JSON.stringify({ name: 'alice.reown.id', attributes: {}, timestamp: 1 })
    await expect(
      api.registerName({
        coinType: 60,
        address: ADDRESS,
        message,
        signature: '0xsig',
        caipNetworkId: 'eip155:1',
      }),
    ).resolves.toEqual({ success: true })
    expect(calls[0]!.body).toEqual({ coin_type: 60, address: ADDRESS, message, signature: '0xsig' })
  })

  it("register refusal throws ApiError carrying the API's reason", async () => {
    const { api } = setup({
      'POST /v1/profile/account': () =>
        json(
          { status: 'FAILED', reasons: [{ field: 'name', description: 'Name is already registered' }] },
          400,
        ),
    })
    const error = (await api
      .registerName({
        coinType: 60,
        address: ADDRESS,
        message: '{}',
        signature: '0x',
        caipNetworkId: 'eip155:1',
      })
      .catch((e: unknown) => e)) as ApiError
    expect(error.reason).toEqual({ field: 'name', description: 'Name is already registered' })
    expect(error.details).toBe('Name is already registered')
  })

  it('name calls on an unsupported network return empty results without a request', async () => {
    const { api, calls } = setup({})
    const caipNetworkId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    await expect(api.lookupName({ name: 'a.reown.id', caipNetworkId })).resolves.toBeUndefined()
    await expect(api.reverseLookupName({ address: ADDRESS, caipNetworkId })).resolves.toEqual([])
    await expect(api.getNameSuggestions({ name: 'a', caipNetworkId })).resolves.toEqual({ suggestions: [] })
    await expect(
      api.registerName({ coinType: 60, address: ADDRESS, message: '{}', signature: '0x', caipNetworkId }),
    ).resolves.toEqual({ success: false })
    expect(calls).toHaveLength(0)
  })
})
