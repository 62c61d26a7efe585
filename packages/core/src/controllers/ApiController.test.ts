import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/ApiError.ts'
import type { GetWalletsParameters, Wallet, WalletPage } from '../api/createWalletRegistryClient.ts'
import type { CaipNetworkId } from '../types/ChainNamespace.ts'
import { type ApiWalletOptions, createApiController } from './ApiController.ts'

const wallet = (id: string, extra: Partial<Wallet> = {}): Wallet => ({
  id,
  name: `Wallet ${id}`,
  mobile_link: `${id}://`,
  ...extra,
})
const ids = (wallets: readonly Wallet[]) => wallets.map((w) => w.id)

type Answer = WalletPage | Error | Promise<WalletPage>

/** A fake registry at the edge: records each request and answers from `answer`. */
function setup(
  answer: (parameters: GetWalletsParameters) => Answer,
  {
    options = {},
    chains = ['eip155:1'],
    mobile = false,
  }: { options?: ApiWalletOptions; chains?: CaipNetworkId[]; mobile?: boolean } = {},
) {
  const requests: GetWalletsParameters[] = []
  const events: { event: string; search: string }[] = []
  const controller = createApiController({
    registry: {
      getWallets: async (parameters) => {
        requests.push(parameters)
        const result = await answer(parameters)
        if (result instanceof Error) throw result
        return result
      },
    },
    getWalletOptions: () => options,
    getRequestedChains: () => chains,
    isMobile: () => mobile,
    trackEvent: (event, { search }) => events.push({ event, search }),
  })
  return { controller, requests, events }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

describe('ApiController: featured and recommended (APPKIT-REFERENCE §6.4)', () => {
  it('featured wallets are fetched by include=featuredWalletIds and kept in the given order', async () => {
    const { controller, requests } = setup(
      () => ({ count: 3, data: [wallet('a'), wallet('b'), wallet('c')] }),
      {
        options: { featuredWalletIds: ['c', 'a', 'b'] },
      },
    )
    await controller.fetchFeatured()
    expect(requests[0]).toMatchObject({ page: 1, entries: 3, include: ['c', 'a', 'b'] })
    expect(ids(controller.state.featured)).toEqual(['c', 'a', 'b'])
    expect(controller.state.status.featured).toBe('success')
  })

  it('featured drops wallets the registry returns but were not asked for, and excluded ones', async () => {
    const { controller } = setup(() => ({ count: 3, data: [wallet('a'), wallet('x'), wallet('b')] }), {
      options: { featuredWalletIds: ['a', 'b'], excludeWalletIds: ['b'] },
    })
    await controller.fetchFeatured()
    expect(ids(controller.state.featured)).toEqual(['a'])
  })

  it('the registry entries of excludeWalletIds are loaded so injected wallets can be hidden by rdns or name', async () => {
    const { controller, requests } = setup(
      () => ({ count: 2, data: [wallet('x', { rdns: 'x.wallet' }), wallet('other')] }),
      { options: { excludeWalletIds: ['x'] } },
    )
    await controller.fetchExcluded()
    expect(requests[0]).toMatchObject({ page: 1, entries: 1, include: ['x'] })
    expect(controller.state.excluded.map((entry) => entry.rdns)).toEqual(['x.wallet'])
    expect(controller.state.status.excluded).toBe('success')
  })

  it('without excludeWalletIds no excluded request is made', async () => {
    const { controller, requests } = setup(() => ({ count: 0, data: [] }))
    await controller.fetchExcluded()
    expect(requests).toHaveLength(0)
    expect(controller.state.excluded).toEqual([])
  })

  it('without featuredWalletIds no request is made and featured is empty', async () => {
    const { controller, requests } = setup(() => ({ count: 0, data: [] }))
    await controller.fetchFeatured()
    expect(requests).toHaveLength(0)
    expect(controller.state.featured).toEqual([])
  })

  it('recommended asks 4 wallets, including includeWalletIds, excluding excluded and featured, for the requested chains', async () => {
    const { controller, requests } = setup(() => ({ count: 9, data: [wallet('r1'), wallet('r2')] }), {
      options: { featuredWalletIds: ['f'], includeWalletIds: ['i1'], excludeWalletIds: ['x', 'f'] },
      chains: ['eip155:1', 'eip155:137'],
    })
    await controller.fetchRecommended()
    expect(requests[0]).toMatchObject({
      page: 1,
      entries: 4,
      include: ['i1'],
      exclude: ['x', 'f'],
      chains: ['eip155:1', 'eip155:137'],
    })
    expect(ids(controller.state.recommended)).toEqual(['r1', 'r2'])
  })
})

describe('ApiController: all wallets grid', () => {
  it('asks 40 a page excluding recommended, excluded and featured wallets', async () => {
    const { controller, requests } = setup(
      (p) => (p.entries === 4 ? { count: 1, data: [wallet('rec')] } : { count: 1, data: [wallet('w')] }),
      { options: { featuredWalletIds: ['f'], excludeWalletIds: ['x'] } },
    )
    await controller.fetchRecommended()
    await controller.fetchWallets()
    expect(requests[1]).toMatchObject({
      page: 1,
      entries: 40,
      exclude: ['x', 'f', 'rec'],
      chains: ['eip155:1'],
    })
    expect(controller.state).toMatchObject({ page: 1, count: 1 })
  })

  it('paging appends the next page and de-duplicates by id; page 1 replaces', async () => {
    const pages: Record<number, Wallet[]> = {
      1: [wallet('a'), wallet('b'), wallet('b')],
      2: [wallet('b'), wallet('c')],
    }
    const { controller } = setup((p) => ({ count: 80, data: pages[p.page] ?? [] }))
    await controller.fetchWallets(1)
    expect(ids(controller.state.wallets)).toEqual(['a', 'b'])
    await controller.fetchWallets(2)
    expect(ids(controller.state.wallets)).toEqual(['a', 'b', 'c'])
    expect(controller.state.page).toBe(2)
    await controller.fetchWallets(1)
    expect(ids(controller.state.wallets)).toEqual(['a', 'b'])
    expect(controller.state.page).toBe(1)
  })

  it('wallets on none of the requested chains are filtered out; wallets without a chain list stay', async () => {
    const { controller } = setup(() => ({
      count: 3,
      data: [wallet('evm', { chains: ['eip155:1'] }), wallet('sol', { chains: ['solana:x'] }), wallet('any')],
    }))
    await controller.fetchWallets()
    expect(ids(controller.state.wallets)).toEqual(['evm', 'any'])
  })

  it('excluded wallets are dropped even when the registry returns them', async () => {
    const { controller } = setup(() => ({ count: 2, data: [wallet('a'), wallet('x')] }), {
      options: { excludeWalletIds: ['x'] },
    })
    await controller.fetchWallets()
    expect(ids(controller.state.wallets)).toEqual(['a'])
  })

  it('on mobile, wallets with no mobile link, web-app link or store link are filtered out', async () => {
    const data = [
      wallet('deeplink'),
      wallet('web', { mobile_link: undefined, webapp_link: 'https://w' }),
      wallet('store', { mobile_link: undefined, app_store: 'https://apps' }),
      wallet('desktop', { mobile_link: undefined, desktop_link: 'd://' }),
    ]
    const mobile = setup(() => ({ count: 4, data }), { mobile: true })
    await mobile.controller.fetchWallets()
    expect(ids(mobile.controller.state.wallets)).toEqual(['deeplink', 'web', 'store'])
    const desktop = setup(() => ({ count: 4, data }))
    await desktop.controller.fetchWallets()
    expect(desktop.controller.state.wallets).toHaveLength(4)
  })

  it('a failed page leaves the list intact with a clear error state; the next success clears it', async () => {
    let fail = false
    const { controller } = setup((p) => {
      if (fail) return new ApiError({ status: 503, body: undefined, url: 'u', method: 'GET' })
      return { count: 80, data: [wallet(`p${p.page}`)] }
    })
    await controller.fetchWallets(1)
    fail = true
    await controller.fetchWallets(2)
    expect(ids(controller.state.wallets)).toEqual(['p1'])
    expect(controller.state.page).toBe(1)
    expect(controller.state.status.wallets).toBe('error')
    expect(controller.state.error).toEqual({ list: 'wallets', message: 'HTTP status code: 503' })
    fail = false
    await controller.fetchWallets(2)
    expect(ids(controller.state.wallets)).toEqual(['p1', 'p2'])
    expect(controller.state.error).toBeUndefined()
    expect(controller.state.status.wallets).toBe('success')
  })

  it('an error of another list is kept when the grid loads', async () => {
    const { controller } = setup((p) => (p.entries === 4 ? new Error('down') : { count: 0, data: [] }))
    await controller.fetchRecommended()
    await controller.fetchWallets()
    expect(controller.state.error).toEqual({ list: 'recommended', message: 'down' })
    expect(controller.state.recommended).toEqual([])
  })

  it('fetchNextWallets loads the following page until the reported count is reached', async () => {
    const { controller, requests } = setup((p) => ({
      count: 50,
      data: Array.from({ length: p.page === 1 ? 40 : 10 }, (_, i) => wallet(`${p.page}-${i}`)),
    }))
    expect(controller.hasMoreWallets()).toBe(true)
    await controller.fetchNextWallets()
    await controller.fetchNextWallets()
    expect(controller.state.wallets).toHaveLength(50)
    expect(controller.hasMoreWallets()).toBe(false)
    await controller.fetchNextWallets()
    expect(requests.map((r) => r.page)).toEqual([1, 2])
  })

  it('fetchNextWallets does nothing while a page is loading', async () => {
    const gate = deferred<WalletPage>()
    const { controller, requests } = setup(() => gate.promise)
    const first = controller.fetchWallets(1)
    await controller.fetchNextWallets()
    gate.resolve({ count: 0, data: [] })
    await first
    expect(requests).toHaveLength(1)
  })
})

describe('ApiController: search', () => {
  it('searches 100 entries with the trimmed query and tracks SEARCH_WALLET', async () => {
    const { controller, requests, events } = setup(() => ({ count: 1, data: [wallet('m')] }), {
      options: { includeWalletIds: ['i'], excludeWalletIds: ['x'] },
    })
    await controller.searchWallets('  meta ')
    expect(requests[0]).toMatchObject({
      page: 1,
      entries: 100,
      search: 'meta',
      include: ['i'],
      exclude: ['x'],
    })
    expect(ids(controller.state.search)).toEqual(['m'])
    expect(controller.state.searchQuery).toBe('meta')
    expect(events).toEqual([{ event: 'SEARCH_WALLET', search: 'meta' }])
  })

  it('a newer search supersedes the one in flight', async () => {
    const slow = deferred<WalletPage>()
    const { controller, requests } = setup((p) =>
      p.search === 'me' ? slow.promise : { count: 1, data: [wallet('metamask')] },
    )
    const first = controller.searchWallets('me')
    await controller.searchWallets('meta')
    slow.resolve({ count: 1, data: [wallet('stale')] })
    await first
    expect(requests[0]!.signal?.aborted).toBe(true)
    expect(ids(controller.state.search)).toEqual(['metamask'])
    expect(controller.state.status.search).toBe('success')
  })

  it('an empty query clears the results without a request', async () => {
    const { controller, requests } = setup(() => ({ count: 1, data: [wallet('m')] }))
    await controller.searchWallets('m')
    await controller.searchWallets('   ')
    expect(requests).toHaveLength(1)
    expect(controller.state.search).toEqual([])
    expect(controller.state.status.search).toBe('idle')
  })

  it('a failed search sets the search error and keeps earlier results', async () => {
    const { controller } = setup((p) =>
      p.search === 'bad' ? new Error('offline') : { count: 1, data: [wallet('m')] },
    )
    await controller.searchWallets('m')
    await controller.searchWallets('bad')
    expect(ids(controller.state.search)).toEqual(['m'])
    expect(controller.state.error).toEqual({ list: 'search', message: 'offline' })
  })
})

describe('ApiController: reset', () => {
  it('reset empties every list and drops answers to requests started before it', async () => {
    const gate = deferred<WalletPage>()
    const { controller, requests } = setup(() => gate.promise)
    const pending = controller.fetchWallets()
    controller.reset()
    gate.resolve({ count: 1, data: [wallet('late')] })
    await pending
    expect(requests[0]!.signal?.aborted).toBe(true)
    expect(controller.state.wallets).toEqual([])
    expect(controller.state.status.wallets).toBe('idle')
  })

  it('a failure answered after reset leaves no error', async () => {
    const gate = deferred<WalletPage>()
    const { controller } = setup(() => gate.promise.then(() => Promise.reject(new Error('late'))))
    const pending = controller.searchWallets('x')
    controller.reset()
    gate.resolve({ count: 0, data: [] })
    await pending
    expect(controller.state.error).toBeUndefined()
    expect(controller.state.searchQuery).toBe('')
  })
})
