import type { CaipNetworkId } from '../types/ChainNamespace.ts'
import type { BlockchainApiContext } from './BlockchainApiContext.ts'
import { createAccountApi } from './createAccountApi.ts'
import { createConvertApi } from './createConvertApi.ts'
import type { Fetcher } from './createFetcher.ts'
import { createOnrampApi } from './createOnrampApi.ts'
import { createProfileApi } from './createProfileApi.ts'
import { createSessionsApi } from './createSessionsApi.ts'
import { schema as s } from './schema.ts'

/** CAIP-2 ids the Blockchain API serves over HTTP and WebSocket (API-SHAPES §2.1). */
export interface SupportedChains {
  http: string[]
  ws: string[]
}

export interface BlockchainApiClientOptions {
  /** A fetcher for the Blockchain API base URL. */
  fetcher: Fetcher
}

const supportedChainsSchema = s.object({
  http: s.array(s.string(), { skipInvalid: true }),
  ws: s.withDefault(s.array(s.string(), { skipInvalid: true }), []),
})

/**
 * One function per Blockchain API call of spec §7. Every call but the supported-chains list names its network and
 * makes no request when the API does not serve it: most return an empty result, the balance says
 * `unsupportedNetwork`, gas price and swap builds throw `NetworkNotSupportedError` (spec §8).
 *
 * @example
 * const api = createBlockchainApiClient({ fetcher: createFetcher({ baseUrl: BLOCKCHAIN_API_URL, ... }) })
 * const { balances } = await api.getBalance({ address, caipNetworkId: 'eip155:1' })
 */
export function createBlockchainApiClient({ fetcher }: BlockchainApiClientOptions) {
  let supportedChains: SupportedChains = { http: [], ws: [] }
  let loading: Promise<SupportedChains> | undefined

  /** GET /v1/supported-chains once; a failure rejects and lets the next call try again. */
  function loadSupportedChains(): Promise<SupportedChains> {
    loading ??= fetcher.get('/v1/supported-chains', { schema: supportedChainsSchema }).then(
      (chains) => {
        supportedChains = chains
        return chains
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  /** The supported-chains lists; while the API cannot give them, the last known ones (none at first). */
  function getSupportedChains(): Promise<SupportedChains> {
    return loadSupportedChains().catch(() => supportedChains)
  }

  /**
   * Whether the API serves `caipNetworkId`. An API that cannot say which networks it serves (unreachable, or an
   * answer that is not a chain list) rejects with that error: the calls behind this gate then fail as their own
   * request would have, instead of reading as "not served on this network".
   */
  async function isNetworkSupported(caipNetworkId: CaipNetworkId): Promise<boolean> {
    const { http } = await loadSupportedChains()
    return http.includes(caipNetworkId)
  }

  const context: BlockchainApiContext = { fetcher, isNetworkSupported }
  return {
    getSupportedChains,
    isNetworkSupported,
    ...createAccountApi(context),
    ...createConvertApi(context),
    ...createProfileApi(context),
    ...createOnrampApi(context),
    ...createSessionsApi(context),
  }
}

export type BlockchainApiClient = ReturnType<typeof createBlockchainApiClient>
