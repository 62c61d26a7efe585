import type { ChainNamespace } from '@org/appkit-core'
import type { ChainControllerState } from '@org/appkit-core/internal'

/**
 * `chain` with `namespace`'s network state copied (its requested networks too), the rest shared: the network
 * setters change the copy, so what read the chain before keeps what it read.
 *
 * @example const chain = copyNetworksOf(view.chain, 'eip155'); addRequestedNetwork(chain, optimism)
 */
export function copyNetworksOf(chain: ChainControllerState, namespace: ChainNamespace): ChainControllerState {
  const target = chain.chains[namespace]
  if (!target) return chain
  const network = { ...target.network, requestedNetworks: [...target.network.requestedNetworks] }
  return { ...chain, chains: { ...chain.chains, [namespace]: { ...target, network } } }
}
