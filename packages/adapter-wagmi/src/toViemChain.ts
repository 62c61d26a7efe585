import { type CaipNetwork, ChainNotSupportedError } from '@org/appkit-core'
import { type Chain, defineChain } from 'viem'

/**
 * The viem chain for an eip155 `CaipNetwork`: the network without its AppKit fields (`caipNetworkId`,
 * `chainNamespace`, `assets`), with a numeric id. Whatever else it carries goes to wagmi as it is, so a viem chain a
 * dApp passed keeps its `contracts` (multicall3, ENS), `formatters`, `serializers` and `fees` (Celo, zkSync, OP Stack
 * chains), and a preset its contracts.
 *
 * @example
 * toViemChain({ id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum', ... }).id // 1
 */
export function toViemChain(network: CaipNetwork): Chain {
  const id = Number(network.id)
  if (network.chainNamespace !== 'eip155' || !Number.isSafeInteger(id) || id <= 0) {
    throw new ChainNotSupportedError({
      network: network.caipNetworkId,
      reason: 'The WagmiAdapter takes eip155 networks with a numeric chain id.',
    })
  }
  const {
    caipNetworkId: _caipNetworkId,
    chainNamespace: _chainNamespace,
    assets: _assets,
    ...chain
  } = network
  // A CaipNetwork is a viem chain typed loosely (contract addresses as plain strings), plus what viem chains add.
  return defineChain({ ...(chain as Omit<Chain, 'id'>), id })
}
