import type { ChainNamespace } from '@org/appkit-core'
import type {
  ChainControllerState,
  ConnectionControllerState,
  ConnectorControllerState,
} from '@org/appkit-core/internal'
import type { Snapshot } from 'valtio/vanilla'
import type { WalletInfo } from '../AppKit.ts'

export interface WalletInfoSources {
  chain: Snapshot<ChainControllerState>
  connection: Snapshot<ConnectionControllerState>
  connector: Pick<Snapshot<ConnectorControllerState>, 'connectors'>
}

/**
 * The connected wallet of `namespace` (default: the active one): the account's wallet info when one was
 * recorded, else the connector behind the connection. Undefined when nothing is connected.
 *
 * @example getWalletInfo(sources)?.name // 'MetaMask'
 */
export function getWalletInfo(
  { chain, connection, connector }: WalletInfoSources,
  namespace: ChainNamespace | undefined = chain.activeNamespace,
): WalletInfo | undefined {
  if (!namespace) return undefined
  const recorded = chain.chains[namespace]?.account.connectedWalletInfo
  if (recorded) return recorded
  const live = connection.connections[namespace]
  if (!live) return undefined
  const match = connector.connectors.find(
    (candidate) => candidate.chain === namespace && candidate.id === live.connectorId,
  )
  if (!match) return undefined
  return {
    name: match.name,
    id: match.id,
    type: match.type,
    ...(match.imageUrl ? { icon: match.imageUrl } : {}),
  }
}
