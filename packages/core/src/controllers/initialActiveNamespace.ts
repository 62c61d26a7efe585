import type { CaipNetwork } from '../types/CaipNetwork.ts'
import type { ChainNamespace } from '../types/ChainNamespace.ts'

/**
 * The namespace a core starts with as active: the default network's, else the first network's, when the dApp
 * configured a network of it; undefined when it configured none. `initialChainState` sets it; a page whose state
 * has not loaded yet reads it from the options alone.
 *
 * @example initialActiveNamespace([mainnet, solana], solana) // 'solana'
 */
export function initialActiveNamespace(
  networks: readonly CaipNetwork[],
  defaultNetwork?: CaipNetwork | undefined,
): ChainNamespace | undefined {
  const first = defaultNetwork ?? networks[0]
  if (!first) return undefined
  return networks.some((network) => network.chainNamespace === first.chainNamespace)
    ? first.chainNamespace
    : undefined
}
