import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFetcher, type FetchLike } from './createFetcher.ts'
import { createWalletRegistryClient } from './createWalletRegistryClient.ts'
import { InvalidApiResponseError } from './InvalidApiResponseError.ts'

const METAMASK = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  homepage: 'https://metamask.io/',
  image_id: '5195e9db-0000-0000-0000-000000000000',
  order: 10,
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: null,
  app_store: 'https://apps.apple.com/x',
  play_store: 'https://play.google.com/x',
  chrome_store: 'https://chrome.google.com/x',
  rdns: 'io.metamask',
  injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
  chains: ['eip155:1'],
  badge_type: 'certified',
}

function setup(answer: () => Response) {
  const calls: URL[] = []
  const fetch: FetchLike = async (url) => {
    calls.push(new URL(url))
    return answer()
  }
  const fetcher = createFetcher({
    baseUrl: 'https://registry.test',
    projectId: 'p1',
    sdkType: 'appkit',
    sdkVersion: 'react-core-1.0.0',
    fetch,
    retries: 0,
  })
  return { registry: createWalletRegistryClient({ fetcher }), calls }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Wallet registry client (API-SHAPES §4)', () => {
  it('getWallets sends page, entries, search, include, exclude, chains and platform with project and sdk params', async () => {
    const { registry, calls } = setup(() => new Response(JSON.stringify({ count: 1, data: [METAMASK] })))
    await registry.getWallets({
      page: 2,
      entries: 40,
      search: '  meta ',
      include: ['a', 'b'],
      exclude: ['c'],
      chains: ['eip155:1', 'eip155:137'],
      platform: 'ios',
      badgeType: 'certified',
      names: ['MetaMask'],
      rdns: ['io.metamask'],
    })
    expect(calls[0]!.pathname).toBe('/getWallets')
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({
      projectId: 'p1',
      st: 'appkit',
      sv: 'react-core-1.0.0',
      page: '2',
      entries: '40',
      search: 'meta',
      badge_type: 'certified',
      include: 'a,b',
      exclude: 'c',
      chains: 'eip155:1,eip155:137',
      platform: 'ios',
      names: 'MetaMask',
      rdns: 'io.metamask',
    })
  })

  it('reads count and wallets, null links as absent, and drops malformed wallets', async () => {
    const { registry } = setup(
      () => new Response(JSON.stringify({ count: 7, data: [METAMASK, { name: 'no id' }, { id: 'x' }] })),
    )
    const page = await registry.getWallets({ page: 1, entries: 40, search: '   ' })
    expect(page.count).toBe(7)
    expect(page.data).toHaveLength(1)
    expect(page.data[0]).toMatchObject({ id: METAMASK.id, name: 'MetaMask', rdns: 'io.metamask' })
    expect(page.data[0]).not.toHaveProperty('desktop_link')
  })

  it('a page without count counts its own wallets; a body without data is InvalidApiResponseError', async () => {
    const ok = setup(() => new Response(JSON.stringify({ data: [METAMASK] })))
    await expect(ok.registry.getWallets({ page: 1, entries: 4 })).resolves.toMatchObject({ count: 1 })
    const bad = setup(() => new Response(JSON.stringify({ count: 1 })))
    await expect(bad.registry.getWallets({ page: 1, entries: 4 })).rejects.toBeInstanceOf(
      InvalidApiResponseError,
    )
  })

  it('builds image URLs for an image id with project and sdk params', () => {
    const { registry } = setup(() => new Response(''))
    expect(registry.getWalletImageUrl('5195e9db')).toBe(
      'https://registry.test/getWalletImage/5195e9db?projectId=p1&st=appkit&sv=react-core-1.0.0',
    )
    expect(registry.getAssetImageUrl('a b')).toBe(
      'https://registry.test/public/getAssetImage/a%20b?projectId=p1&st=appkit&sv=react-core-1.0.0',
    )
  })
})
