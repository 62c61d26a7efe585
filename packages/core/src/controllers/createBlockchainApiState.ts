import { proxy } from 'valtio/vanilla'
import type { TokenBalance } from '../api/createAccountApi.ts'
import type { SupportedChains } from '../api/createBlockchainApiClient.ts'

export type BalanceStatus = 'idle' | 'loading' | 'success' | 'unsupported' | 'error'

export interface BlockchainApiControllerState {
  /** Networks the Blockchain API serves; empty until loaded (then every gated feature is off). */
  supportedChains: SupportedChains
  /** True once a non-empty supported-chains list has been loaded. */
  supportedChainsLoaded: boolean
  /** The last fetched token balances, without 0-decimal tokens. */
  tokenBalance: TokenBalance[]
  balanceStatus: BalanceStatus
  /**
   * Raised each time a send of the account is included on chain: balances read before it may be the old ones, so
   * views that show balances read them again.
   */
  balancesRevision: number
}

/**
 * The Blockchain API controller's state before anything is fetched. Its own module: the core creates it at once
 * (the UI may subscribe) while the controller's code loads on first use.
 */
export function createBlockchainApiState(): BlockchainApiControllerState {
  return proxy<BlockchainApiControllerState>({
    supportedChains: { http: [], ws: [] },
    supportedChainsLoaded: false,
    tokenBalance: [],
    balanceStatus: 'idle',
    balancesRevision: 0,
  })
}
