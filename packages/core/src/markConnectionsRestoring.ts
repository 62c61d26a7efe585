import { getConfiguredNamespaces } from './controllers/getConfiguredNamespaces.ts'
import type { CoreState } from './createCoreState.ts'

/**
 * Marks every configured namespace whose connection was stored as connected as `connecting`, in the connection
 * and the account state, as the core's start does before its adapters answer (spec §4): a page whose core is
 * still loading shows a returning visitor's button as connecting, not as Connect. The core's start then
 * restores or clears each one.
 *
 * @example if (state.options.state.enableReconnect) markConnectionsRestoring(state)
 */
export function markConnectionsRestoring(state: Pick<CoreState, 'storage' | 'chain' | 'connection'>): void {
  for (const namespace of getConfiguredNamespaces(state.chain)) {
    if (state.storage.connectionStatus(namespace).get() !== 'connected') continue
    state.connection.status[namespace] = 'connecting'
    state.chain.chains[namespace].account.status = 'connecting'
  }
}
