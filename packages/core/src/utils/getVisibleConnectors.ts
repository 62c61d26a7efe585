import { GENERIC_INJECTED_CONNECTOR_NAME } from '../constants/connectors.ts'
import type { Connector } from '../types/Connector.ts'

/** A wallet the dApp excluded, as the wallet registry describes it. */
export interface ExcludedWallet {
  name?: string
  rdns?: string
}

export interface GetVisibleConnectorsParameters {
  /** The `excludeWalletIds` option: registry ids, also matched against connector ids and rdns. */
  excludeWalletIds?: readonly string[]
  /** Registry entries of the excluded wallets, so injected connectors match by rdns or name. */
  excludedWallets?: readonly ExcludedWallet[]
  isMobile: boolean
  /** The `enableInjected` option: false hides the injected connectors. Default on. */
  enableInjected?: boolean
  /** The `enableEIP6963` option: false hides the wallets announced through EIP-6963. Default on. */
  enableEIP6963?: boolean
}

function isExcluded(connector: Connector, parameters: GetVisibleConnectorsParameters): boolean {
  const ids = parameters.excludeWalletIds ?? []
  const rdns = connector.info?.rdns
  if ([connector.id, connector.explorerId, rdns].some((key) => key !== undefined && ids.includes(key)))
    return true
  const name = connector.name.toLowerCase()
  return (parameters.excludedWallets ?? []).some(
    (wallet) => (wallet.rdns !== undefined && wallet.rdns === rdns) || wallet.name?.toLowerCase() === name,
  )
}

/** Whether the Connect view shows `connector` (spec §5). */
export function isConnectorVisible(
  connector: Connector,
  parameters: GetVisibleConnectorsParameters,
): boolean {
  switch (connector.type) {
    case 'INJECTED':
      if (parameters.enableInjected === false || isExcluded(connector, parameters)) return false
      if (!connector.info?.rdns && !connector.installed) return false
      // On desktop, EIP-6963 announces the real wallets; the generic entry would be a duplicate without a name.
      return !(connector.name === GENERIC_INJECTED_CONNECTOR_NAME && !parameters.isMobile)
    case 'ANNOUNCED':
      return parameters.enableEIP6963 !== false && !isExcluded(connector, parameters)
    case 'MULTI_CHAIN':
      return !isExcluded(connector, parameters)
    default:
      return true
  }
}

/**
 * The connectors the Connect view shows (spec §5): an injected connector is hidden when excluded by rdns or name,
 * when it has neither rdns nor an installed extension, or when it is the generic 'Browser Wallet' on desktop;
 * announced connectors are hidden when excluded. `enableInjected: false` hides every injected connector and
 * `enableEIP6963: false` every announced one.
 *
 * @example getVisibleConnectors(connectors, { excludeWalletIds: ['c57ca95b…'], isMobile: false })
 */
export function getVisibleConnectors(
  connectors: readonly Connector[],
  parameters: GetVisibleConnectorsParameters,
): Connector[] {
  return connectors.filter((connector) => isConnectorVisible(connector, parameters))
}
