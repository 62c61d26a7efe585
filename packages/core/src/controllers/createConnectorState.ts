import { proxy } from 'valtio/vanilla'
import type { RecentWallet, StorageKeys } from '../storage/createStorageKeys.ts'
import type { Connector } from '../types/Connector.ts'

export interface ConnectorControllerState {
  /** Every connector the adapters reported (or were added directly), all namespaces. */
  connectors: Connector[]
  /** Most recent first, as stored. */
  recentWallets: RecentWallet[]
}

/** The connector state a core starts from: no connectors yet, the stored recent wallets. */
export function createConnectorState(storage: Pick<StorageKeys, 'recentWallets'>): ConnectorControllerState {
  return proxy<ConnectorControllerState>({ connectors: [], recentWallets: storage.recentWallets.get() ?? [] })
}
