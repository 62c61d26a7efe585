import type { CaipNetwork } from '@org/appkit-core'
import type { AddEthereumChainParameter } from 'viem'

/**
 * What the wallet is asked to add when it does not know a network (EIP-3085, spec §7 `wallet_addEthereumChain`):
 * the network's name, public RPC URLs (never the dApp's custom ones, which may carry keys), currency, explorers
 * and icon. The chain id is added by wagmi.
 *
 * @example
 * switchChain(config, { chainId: 10, addEthereumChainParameter: toAddEthereumChainParameter(optimism) })
 */
export function toAddEthereumChainParameter(
  network: CaipNetwork,
): Omit<AddEthereumChainParameter, 'chainId'> {
  const explorers = network.blockExplorers
    ? [
        network.blockExplorers.default.url,
        ...Object.entries(network.blockExplorers)
          .filter(([key]) => key !== 'default')
          .map(([, explorer]) => explorer.url),
      ]
    : []
  return {
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorers.length > 0 ? { blockExplorerUrls: [...new Set(explorers)] } : {}),
    ...(network.assets?.imageUrl ? { iconUrls: [network.assets.imageUrl] } : {}),
  }
}
