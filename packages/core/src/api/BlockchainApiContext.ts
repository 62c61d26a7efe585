import type { CaipNetworkId } from '../types/ChainNamespace.ts'
import type { Fetcher } from './createFetcher.ts'

/** What every Blockchain API endpoint group needs: the HTTP layer and the supported-network gate. */
export interface BlockchainApiContext {
  fetcher: Fetcher
  /** Whether `/v1/supported-chains` lists the network; false when the list cannot be loaded. */
  isNetworkSupported(caipNetworkId: CaipNetworkId): Promise<boolean>
}

/** Every gated call names the network it is for; unsupported networks get no request (spec §8). */
export interface NetworkScopedParameters {
  caipNetworkId: CaipNetworkId
  signal?: AbortSignal
}
