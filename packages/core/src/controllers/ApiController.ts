import { proxy } from 'valtio/vanilla'
import {
  RECOMMENDED_WALLETS_ENTRIES,
  SEARCH_WALLETS_ENTRIES,
  WALLETS_PAGE_ENTRIES,
} from '../api/apiConstants.ts'
import type { GetWalletsParameters, Wallet, WalletPage } from '../api/createWalletRegistryClient.ts'
import { BaseError } from '../errors/BaseError.ts'
import type { CaipNetworkId } from '../types/ChainNamespace.ts'

/** Each registry list the controller loads. */
export type ApiList = 'featured' | 'recommended' | 'wallets' | 'search' | 'excluded'
export type ApiListStatus = 'idle' | 'loading' | 'success' | 'error'

export interface ApiControllerState {
  featured: Wallet[]
  /** Registry entries of `excludeWalletIds`: their rdns and names hide matching injected connectors (spec §5). */
  excluded: Wallet[]
  recommended: Wallet[]
  /** The "all wallets" grid: every loaded page, de-duplicated, in order. */
  wallets: Wallet[]
  search: Wallet[]
  searchQuery: string
  /** Last loaded page of `wallets`; 0 before the first. */
  page: number
  /** Total matches the registry reports for `wallets`. */
  count: number
  status: Record<ApiList, ApiListStatus>
  /** The last failure; cleared when that list loads again. */
  error: { list: ApiList; message: string } | undefined
}

export interface ApiWalletOptions {
  featuredWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
}

export interface ApiControllerDeps {
  registry: { getWallets(parameters: GetWalletsParameters): Promise<WalletPage> }
  /** The dApp's wallet options (featured, include, exclude ids). */
  getWalletOptions(): ApiWalletOptions
  /** CAIP-2 ids of the requested networks: wallets must support one of them. */
  getRequestedChains(): readonly CaipNetworkId[]
  /** On mobile, wallets with no mobile, web-app or store link are dropped. */
  isMobile?(): boolean
  trackEvent?(event: 'SEARCH_WALLET', properties: { search: string }): void
}

function initialState(): ApiControllerState {
  return {
    featured: [],
    excluded: [],
    recommended: [],
    wallets: [],
    search: [],
    searchQuery: '',
    page: 0,
    count: 0,
    status: { featured: 'idle', recommended: 'idle', wallets: 'idle', search: 'idle', excluded: 'idle' },
    error: undefined,
  }
}

const unique = (ids: readonly string[]) => [...new Set(ids)]

/**
 * Wallet registry state (APPKIT-REFERENCE §6.4): featured wallets in the dApp's order, 4 recommended, the paged
 * "all wallets" grid (40 a page, appended and de-duplicated) and search (100). Respects featured, include and
 * exclude ids and the requested chains. A failed call sets `status` and `error` and leaves the lists as they were.
 */
export function createApiController(deps: ApiControllerDeps) {
  const state = proxy<ApiControllerState>(initialState())
  // Bumped by reset(): answers to requests started before it are dropped.
  let generation = 0
  const controllers = new Set<AbortController>()
  let searchController: AbortController | undefined

  function options() {
    const { featuredWalletIds = [], includeWalletIds = [], excludeWalletIds = [] } = deps.getWalletOptions()
    return { featuredWalletIds, includeWalletIds, excludeWalletIds }
  }

  function visible(wallets: readonly Wallet[], { chainFilter }: { chainFilter: boolean }): Wallet[] {
    const { excludeWalletIds } = options()
    const chains = deps.getRequestedChains()
    const mobile = deps.isMobile?.() ?? false
    return wallets.filter(
      (wallet) =>
        !excludeWalletIds.includes(wallet.id) &&
        (!chainFilter ||
          !chains.length ||
          !wallet.chains?.length ||
          wallet.chains.some((c) => chains.includes(c as CaipNetworkId))) &&
        (!mobile ||
          Boolean(wallet.mobile_link || wallet.webapp_link || wallet.app_store || wallet.play_store)),
    )
  }

  /** Runs one registry call for `list`; `apply` runs only if the answer is still wanted. */
  async function load(
    list: ApiList,
    parameters: Omit<GetWalletsParameters, 'signal'>,
    apply: (page: WalletPage) => void,
    controller = new AbortController(),
  ): Promise<void> {
    const started = generation
    controllers.add(controller)
    state.status[list] = 'loading'
    try {
      const page = await deps.registry.getWallets({ ...parameters, signal: controller.signal })
      if (started !== generation || controller.signal.aborted) return
      apply(page)
      state.status[list] = 'success'
      if (state.error?.list === list) state.error = undefined
    } catch (error) {
      if (started !== generation || controller.signal.aborted) return
      state.status[list] = 'error'
      state.error = { list, message: errorMessage(error) }
    } finally {
      controllers.delete(controller)
    }
  }

  async function fetchFeatured(): Promise<void> {
    const { featuredWalletIds } = options()
    if (!featuredWalletIds.length) {
      state.featured = []
      state.status.featured = 'success'
      return
    }
    await load(
      'featured',
      { page: 1, entries: featuredWalletIds.length, include: featuredWalletIds },
      ({ data }) => {
        const order = (wallet: Wallet) => featuredWalletIds.indexOf(wallet.id)
        state.featured = visible(data, { chainFilter: false })
          .filter((wallet) => order(wallet) !== -1)
          .sort((a, b) => order(a) - order(b))
      },
    )
  }

  /** Loads the registry entries of the excluded ids, so injected wallets can be matched by rdns or name. */
  async function fetchExcluded(): Promise<void> {
    const { excludeWalletIds } = options()
    if (!excludeWalletIds.length) {
      state.excluded = []
      state.status.excluded = 'success'
      return
    }
    await load(
      'excluded',
      { page: 1, entries: excludeWalletIds.length, include: excludeWalletIds },
      ({ data }) => {
        state.excluded = data.filter((wallet) => excludeWalletIds.includes(wallet.id))
      },
    )
  }

  async function fetchRecommended(): Promise<void> {
    const { featuredWalletIds, includeWalletIds, excludeWalletIds } = options()
    await load(
      'recommended',
      {
        page: 1,
        entries: RECOMMENDED_WALLETS_ENTRIES,
        include: includeWalletIds,
        exclude: unique([...excludeWalletIds, ...featuredWalletIds]),
        chains: deps.getRequestedChains(),
      },
      ({ data }) => {
        state.recommended = visible(data, { chainFilter: true })
      },
    )
  }

  /** Loads page `page` (1-based) of the grid: page 1 replaces the list, later pages append new wallets only. */
  async function fetchWallets(page = 1): Promise<void> {
    const { featuredWalletIds, includeWalletIds, excludeWalletIds } = options()
    const shown = state.recommended.map((wallet) => wallet.id)
    await load(
      'wallets',
      {
        page,
        entries: WALLETS_PAGE_ENTRIES,
        include: includeWalletIds,
        exclude: unique([...excludeWalletIds, ...featuredWalletIds, ...shown]),
        chains: deps.getRequestedChains(),
      },
      ({ data, count }) => {
        const incoming = visible(data, { chainFilter: true })
        if (page === 1) {
          state.wallets = dedupe(incoming)
        } else {
          const known = new Set(state.wallets.map((wallet) => wallet.id))
          state.wallets.push(...dedupe(incoming).filter((wallet) => !known.has(wallet.id)))
        }
        state.page = page === 1 ? 1 : Math.max(state.page, page)
        state.count = count
      },
    )
  }

  /** Whether the registry reports more grid pages than are loaded. */
  function hasMoreWallets(): boolean {
    return state.page === 0 || state.page * WALLETS_PAGE_ENTRIES < state.count
  }

  async function fetchNextWallets(): Promise<void> {
    if (state.status.wallets === 'loading' || !hasMoreWallets()) return
    await fetchWallets(state.page + 1)
  }

  /** Searches the registry; a newer search (or an empty query) supersedes the one in flight. */
  async function searchWallets(query: string): Promise<void> {
    const search = query.trim()
    searchController?.abort()
    searchController = undefined
    state.searchQuery = search
    if (!search) {
      state.search = []
      state.status.search = 'idle'
      return
    }
    const { includeWalletIds, excludeWalletIds } = options()
    deps.trackEvent?.('SEARCH_WALLET', { search })
    const controller = new AbortController()
    searchController = controller
    await load(
      'search',
      {
        page: 1,
        entries: SEARCH_WALLETS_ENTRIES,
        search,
        include: includeWalletIds,
        exclude: excludeWalletIds,
        chains: deps.getRequestedChains(),
      },
      ({ data }) => {
        state.search = dedupe(visible(data, { chainFilter: true }))
      },
      controller,
    )
  }

  /** Cancels every request and empties every list. */
  function reset() {
    generation += 1
    for (const controller of controllers) controller.abort()
    controllers.clear()
    searchController = undefined
    Object.assign(state, initialState())
  }

  return {
    state,
    fetchFeatured,
    fetchExcluded,
    fetchRecommended,
    fetchWallets,
    fetchNextWallets,
    hasMoreWallets,
    searchWallets,
    reset,
  }
}

export type ApiController = ReturnType<typeof createApiController>

function dedupe(wallets: readonly Wallet[]): Wallet[] {
  const seen = new Set<string>()
  return wallets.filter((wallet) => !seen.has(wallet.id) && Boolean(seen.add(wallet.id)))
}

function errorMessage(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error) return error.message
  return String(error)
}
