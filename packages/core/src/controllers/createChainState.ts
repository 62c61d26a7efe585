import { proxy } from 'valtio/vanilla'
import { type ChainControllerState, type ChainStateInit, initialChainState } from './initialChainState.ts'

/**
 * The chain state a core starts from (`initialChainState`), as a valtio proxy. Throws 'Chain not supported' for a
 * network of an unknown namespace.
 */
export function createChainState(init: ChainStateInit): ChainControllerState {
  return proxy<ChainControllerState>(initialChainState(init))
}
