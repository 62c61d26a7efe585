import type { ChainNamespace, Connector, Core } from '@org/appkit-core'
import type { ConnectorListEntry } from '@org/appkit-core/internal'
import { startExternalConnect } from '../ConnectingExternalView/startExternalConnect.ts'
import { openWalletConnect } from '../ConnectingWalletConnectView/openWalletConnect.ts'

const EXTERNAL_TYPES: ReadonlySet<Connector['type']> = new Set([
  'INJECTED',
  'ANNOUNCED',
  'EXTERNAL',
  'MULTI_CHAIN',
])

/** The entry's connector for `namespace` if it has one there, else its first reachable one. */
function pickConnector(connectors: readonly Connector[], namespace: ChainNamespace | undefined) {
  const reachable = connectors.filter((connector) => EXTERNAL_TYPES.has(connector.type))
  return reachable.find((connector) => connector.chain === namespace) ?? reachable[0]
}

/**
 * What choosing a row of the wallet list does: an injected, announced or external connector connects through
 * its adapter (ConnectingExternal); WalletConnect, and registry wallets without a connector here, pair through
 * WalletConnect (ConnectingWalletConnect, for that wallet when there is one).
 */
export function selectConnectorEntry(core: Core, entry: ConnectorListEntry): void {
  const namespace = core.modal.state.namespace ?? core.chain.state.activeNamespace
  const connector = pickConnector(entry.connectors, namespace)
  if (connector) {
    startExternalConnect(core, connector, connector.chain, entry.wallet)
    return
  }
  openWalletConnect(core, entry.wallet)
}
