import { CHAIN_NAMESPACES, type ChainNamespace } from '../types/ChainNamespace.ts'
import type { ChainState } from './initialChainState.ts'

/**
 * The namespaces the dApp configured networks for, in CHAIN_NAMESPACES order. A function of the state (or a
 * snapshot of it), so an instance can read it before its core has loaded.
 *
 * @example getConfiguredNamespaces(chainState) // ['eip155', 'solana']
 */
export function getConfiguredNamespaces(state: {
  readonly chains: Readonly<Record<ChainNamespace, Pick<ChainState, 'configured'>>>
}): ChainNamespace[] {
  return CHAIN_NAMESPACES.filter((namespace) => state.chains[namespace].configured)
}
