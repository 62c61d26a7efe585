import type { AppKitNetwork } from '../types/AppKitNetwork.ts'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import { isChainNamespace } from '../types/ChainNamespace.ts'
import { parseCaipNetworkId } from './parseCaipNetworkId.ts'

/**
 * A network in the form the core works with: a viem `Chain` (no namespace) is eip155 with `caipNetworkId`
 * `eip155:<id>`; a network that names its namespace or CAIP id keeps them. The same object comes back when it is
 * already complete, so identity checks on presets keep working. Throws InvalidCaipNetworkIdError on a malformed
 * `caipNetworkId`, and a namespace the product does not support fails `parseCaipNetworkId` the same way.
 *
 * @example toCaipNetwork(defineChain({ id: 31337, name: 'Devnet', ... })).caipNetworkId // 'eip155:31337'
 */
export function toCaipNetwork(network: AppKitNetwork): CaipNetwork {
  if (network.caipNetworkId && isChainNamespace(network.chainNamespace)) return network as CaipNetwork
  if (network.caipNetworkId) {
    const { chainNamespace } = parseCaipNetworkId(network.caipNetworkId)
    return { ...network, chainNamespace, caipNetworkId: network.caipNetworkId }
  }
  const chainNamespace = network.chainNamespace ?? 'eip155'
  const caipNetworkId = `${chainNamespace}:${network.id}` as const
  parseCaipNetworkId(caipNetworkId)
  return { ...network, chainNamespace, caipNetworkId }
}
