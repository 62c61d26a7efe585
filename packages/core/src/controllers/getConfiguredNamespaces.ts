import { CHAIN_NAMESPACES, type ChainNamespace } from '../types/ChainNamespace.ts'
import type { ChainControllerState } from './createChainState.ts'

/**
 * The namespaces the dApp configured networks for, in CHAIN_NAMESPACES order. A function of the state, so an
 * instance can read it before its core has loaded.
 *
 * @example getConfiguredNamespaces(chainState) // ['eip155', 'solana']
 */
export function getConfiguredNamespaces(state: ChainControllerState): ChainNamespace[] {
  return CHAIN_NAMESPACES.filter((namespace) => state.chains[namespace].configured)
}
