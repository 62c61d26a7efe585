import type { Fetcher } from './createFetcher.ts'
import { getWalletImagePath } from './getWalletImagePath.ts'
import { type Schema, schema as s } from './schema.ts'

/** A registry wallet (API-SHAPES §4); keys as the registry sends them. Null links read as absent. */
export interface Wallet {
  id: string
  name: string
  homepage?: string
  image_id?: string
  image_url?: string
  order?: number
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
  app_store?: string
  play_store?: string
  chrome_store?: string
  rdns?: string
  injected?: { namespace: string; injected_id: string }[]
  /** CAIP-2 ids the wallet supports. */
  chains?: string[]
  badge_type?: string
  description?: string
  link_mode?: string
  display_index?: number
  supports_wc?: boolean
}

export interface WalletPage {
  /** Total matches across all pages. */
  count: number
  data: Wallet[]
}

export interface GetWalletsParameters {
  /** 1-based. */
  page: number
  entries: number
  search?: string
  include?: readonly string[]
  exclude?: readonly string[]
  /** CAIP-2 ids of the requested networks. */
  chains?: readonly string[]
  platform?: 'ios' | 'android'
  badgeType?: 'certified'
  /** Installed connector names and rdns, to rank them. */
  names?: readonly string[]
  rdns?: readonly string[]
  signal?: AbortSignal
}

const text = s.optional(s.string())

const walletSchema: Schema<Wallet> = s.object({
  id: s.string(),
  name: s.string(),
  homepage: text,
  image_id: text,
  image_url: text,
  order: s.withDefault(s.optional(s.number()), undefined),
  mobile_link: text,
  desktop_link: text,
  webapp_link: text,
  app_store: text,
  play_store: text,
  chrome_store: text,
  rdns: text,
  injected: s.withDefault(
    s.optional(s.array(s.object({ namespace: s.string(), injected_id: s.string() }), { skipInvalid: true })),
    undefined,
  ),
  chains: s.withDefault(s.optional(s.array(s.string(), { skipInvalid: true })), undefined),
  badge_type: text,
  description: text,
  link_mode: text,
  display_index: s.withDefault(s.optional(s.number()), undefined),
  supports_wc: s.withDefault(s.optional(s.boolean()), undefined),
})

const walletPageSchema: Schema<WalletPage> = (value, path) => {
  const { count, data } = s.object({
    count: s.optional(s.number()),
    data: s.array(walletSchema, { skipInvalid: true }),
  })(value, path)
  return { count: count ?? data.length, data }
}

/**
 * The wallet registry (explorer): the wallet list and image URLs. Every request carries projectId, st and sv.
 *
 * @example
 * const registry = createWalletRegistryClient({ fetcher: createFetcher({ baseUrl: WALLET_REGISTRY_URL, ... }) })
 * const { count, data } = await registry.getWallets({ page: 1, entries: 40 })
 */
export function createWalletRegistryClient({ fetcher }: { fetcher: Fetcher }) {
  const imageUrl = (path: string) => fetcher.url(path, {}, { withSdkParams: true })

  return {
    /** GET /getWallets; lists are sent comma-joined, `search` trimmed. */
    getWallets({
      page,
      entries,
      search,
      include,
      exclude,
      chains,
      platform,
      badgeType,
      names,
      rdns,
      signal,
    }: GetWalletsParameters): Promise<WalletPage> {
      return fetcher.get('/getWallets', {
        params: {
          page,
          entries,
          search: search?.trim() || undefined,
          badge_type: badgeType,
          include,
          exclude,
          chains,
          platform,
          names,
          rdns,
        },
        schema: walletPageSchema,
        signal,
      })
    },
    /** URL of a wallet's logo by its `image_id`. */
    getWalletImageUrl: (imageId: string) => imageUrl(getWalletImagePath(imageId)),
    /** URL of a network or connector logo by its asset image id. */
    getAssetImageUrl: (assetId: string) => imageUrl(`/public/getAssetImage/${encodeURIComponent(assetId)}`),
  }
}

export type WalletRegistryClient = ReturnType<typeof createWalletRegistryClient>
