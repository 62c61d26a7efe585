import type { ChainNamespace } from '@org/appkit-core'
import type { ChainControllerState, ModalControllerState } from '@org/appkit-core/internal'
import type { Snapshot } from 'valtio/vanilla'

export interface ConnectButtonSources {
  chain: Snapshot<ChainControllerState>
  modal: Snapshot<ModalControllerState>
}

/**
 * Whether the connect button shows its loading label: a wallet of its namespace (default: the active one) is
 * connecting, or the modal is open for it. Works on the states and on their snapshots alike.
 *
 * @example isConnectButtonLoading({ chain: state.chain, modal: state.modal }) // false
 */
export function isConnectButtonLoading(
  { chain, modal }: ConnectButtonSources,
  namespace: ChainNamespace | undefined,
): boolean {
  const target = namespace ?? chain.activeNamespace
  const connecting = target ? chain.chains[target]?.account.status === 'connecting' : false
  return connecting || Boolean(modal.open && (!namespace || modal.namespace === namespace))
}
