import type { ChainControllerState, ModalControllerState } from '@org/appkit-core/internal'
import type { Snapshot } from 'valtio/vanilla'
import type { PublicState } from '../AppKit.ts'
import type { AppKitStatus } from './AppKitView.ts'

export interface PublicStateSources {
  modal: Snapshot<ModalControllerState>
  chain: Snapshot<ChainControllerState>
  status: Snapshot<AppKitStatus>
}

/** The state before `createAppKit`. */
export const INITIAL_PUBLIC_STATE: PublicState = {
  open: false,
  loading: false,
  initialized: false,
  selectedNetworkId: undefined,
  activeChain: undefined,
}

/**
 * The state `useAppKitState` and `getState()` return.
 *
 * @example getPublicState({ modal: core.modal.state, chain: core.chain.state, status }).open
 */
export function getPublicState({ modal, chain, status }: PublicStateSources): PublicState {
  const namespace = chain.activeNamespace
  return {
    open: modal.open,
    loading: modal.loading,
    initialized: status.initialized,
    selectedNetworkId: namespace ? chain.chains[namespace]?.network.activeNetwork?.caipNetworkId : undefined,
    activeChain: namespace,
  }
}
