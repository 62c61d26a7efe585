import { type CaipNetwork, type CaipNetworkId, type ChainNamespace, toCaipNetwork } from '@org/appkit-core'

export type NetworkDefinition<namespace extends ChainNamespace = ChainNamespace> = Omit<
  CaipNetwork,
  'caipNetworkId' | 'chainNamespace'
> & { chainNamespace: namespace; caipNetworkId?: CaipNetworkId }

/**
 * Builds a network preset: a viem-compatible chain object plus its CAIP-2 id.
 *
 * @example
 * const devnet = defineNetwork({ id: 31337, chainNamespace: 'eip155', name: 'Devnet', ... })
 */
// Pure: bundlers drop the presets a dApp does not import (each preset is a call to this at module level).
/* @__NO_SIDE_EFFECTS__ */
export function defineNetwork<const namespace extends ChainNamespace>(
  definition: NetworkDefinition<namespace>,
): CaipNetwork & { chainNamespace: namespace } {
  return toCaipNetwork(definition) as CaipNetwork & { chainNamespace: namespace }
}
