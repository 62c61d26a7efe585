import type { CaipNetwork } from '@org/appkit-core'
import { type Chain, defineChain } from 'viem'

/**
 * The viem chain for an eip155 `CaipNetwork`. The network's viem-compatible fields carry over as they are;
 * a preset that also carries viem's `contracts` (multicall3, ENS) keeps them, so batching and names keep working.
 *
 * @example
 * toViemChain({ id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum', ... }).id // 1
 */
export function toViemChain(network: CaipNetwork): Chain {
  const id = Number(network.id)
  if (network.chainNamespace !== 'eip155' || !Number.isSafeInteger(id) || id <= 0) {
    throw new TypeError(`${network.caipNetworkId} is not an eip155 network with a numeric chain id`)
  }
  const contracts = network.contracts as Chain['contracts'] | undefined
  return defineChain({
    id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: network.rpcUrls,
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
    ...(contracts ? { contracts } : {}),
  })
}
