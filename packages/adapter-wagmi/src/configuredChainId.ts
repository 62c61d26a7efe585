import type { CaipNetwork } from '@org/appkit-core'
import type { Config } from '@wagmi/core'

/**
 * The chain id of an eip155 `network` that is one of the wagmi config's chains; undefined for any other.
 *
 * @example
 * configuredChainId(config, mainnet) // 1
 */
export function configuredChainId(config: Config, network: CaipNetwork | undefined): number | undefined {
  if (network?.chainNamespace !== 'eip155') return undefined
  const chainId = Number(network.id)
  return config.chains.some((chain) => chain.id === chainId) ? chainId : undefined
}
