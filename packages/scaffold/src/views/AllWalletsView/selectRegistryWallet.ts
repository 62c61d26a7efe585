import type { Connector, Core } from '@org/appkit-core'
import type { WalletListItem } from '@org/appkit-core/internal'
import { startExternalConnect } from '../ConnectingExternalView/startExternalConnect.ts'
import { openWalletConnect } from '../ConnectingWalletConnectView/openWalletConnect.ts'

const EXTERNAL_TYPES: ReadonlySet<Connector['type']> = new Set([
  'INJECTED',
  'ANNOUNCED',
  'EXTERNAL',
  'MULTI_CHAIN',
])

/** The connector here that reaches `wallet` (same explorer id or rdns), preferring the active namespace. */
export function findWalletConnector(core: Core, wallet: WalletListItem): Connector | undefined {
  const matches = core.connector
    .getShownConnectors()
    .filter(
      (connector) =>
        EXTERNAL_TYPES.has(connector.type) &&
        (connector.explorerId === wallet.id ||
          (wallet.rdns !== undefined && connector.info?.rdns === wallet.rdns)),
    )
  const namespace = core.modal.state.namespace ?? core.chain.state.activeNamespace
  return matches.find((connector) => connector.chain === namespace) ?? matches[0]
}

/**
 * Choosing a wallet in the grid: an installed wallet connects through its connector (ConnectingExternal), any
 * other pairs through WalletConnect (ConnectingWalletConnect for that wallet).
 */
export function selectRegistryWallet(core: Core, wallet: WalletListItem): void {
  const connector = findWalletConnector(core, wallet)
  if (connector) startExternalConnect(core, connector, connector.chain, wallet)
  else openWalletConnect(core, wallet)
}
