import type { ChainNamespace, Connector, Core } from '@org/appkit-core'
import type { RouterData, WalletListItem } from '@org/appkit-core/internal'

/** The ConnectingExternal view's router data: the connector, its namespace and the attempt it waits on. */
export interface ExternalConnectData extends RouterData {
  connector: Connector
  namespace?: ChainNamespace
  /** The `core.connection.connect` call in flight; the view shows its outcome. */
  attempt?: Promise<unknown>
  /** The registry wallet behind the connector, for its logo and name. */
  wallet?: WalletListItem
}

/**
 * Connects `connector` (injected, announced or external) on `namespace`, records the wallet for the recent list,
 * and shows ConnectingExternal waiting on that attempt. Calling it again on that view (Try again) replaces the
 * attempt instead of stacking another view.
 *
 * @example startExternalConnect(core, metaMaskConnector, 'eip155')
 */
export function startExternalConnect(
  core: Core,
  connector: Connector,
  namespace: ChainNamespace = connector.chain,
  wallet?: WalletListItem,
): Promise<unknown> {
  const imageUrl = wallet?.imageUrl ?? connector.imageUrl
  const rdns = wallet?.rdns ?? connector.info?.rdns
  core.connection.setRecentWallet({
    id: wallet?.id ?? connector.explorerId ?? connector.id,
    name: wallet?.name ?? connector.name,
    ...(imageUrl ? { imageUrl } : {}),
    ...(rdns ? { rdns } : {}),
  })
  const attempt = core.connection.connect(connector, namespace)
  // The view reports the outcome; an attempt nobody waits on must not surface as an unhandled rejection.
  attempt.catch(() => undefined)
  const data: ExternalConnectData = { connector, namespace, attempt, ...(wallet ? { wallet } : {}) }
  core.router.push('ConnectingExternal', data)
  return attempt
}
