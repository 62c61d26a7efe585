import type { CaipNetwork } from '../types/CaipNetwork.ts'
import type { ChainControllerState } from './initialChainState.ts'
import { requireConfiguredChain } from './requireConfiguredChain.ts'

/**
 * Adds `network` to its namespace's requested networks (once). Throws ChainNotConfiguredError for a namespace the
 * dApp did not configure. A function of the state, so an instance can run it before its core has loaded.
 *
 * @example addRequestedNetwork(chainState, optimism)
 */
export function addRequestedNetwork(state: ChainControllerState, network: CaipNetwork): void {
  const chain = requireConfiguredChain(state, network.chainNamespace)
  if (!chain.network.requestedNetworks.some((n) => n.caipNetworkId === network.caipNetworkId)) {
    chain.network.requestedNetworks.push(network)
  }
}
