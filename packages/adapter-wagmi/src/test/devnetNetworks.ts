import type { CaipNetwork } from '@org/appkit-core'
import { type Chain, defineChain } from 'viem'

/** The devnet (anvil, chain 31337) as the dApp configures it. */
export function devnetNetwork(rpcUrl: string): CaipNetwork {
  return {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  }
}

/**
 * A second network the dev wallet does not know until it is added (so switching to it takes the 4902 path).
 * Its RPC is the same devnet: reads work, and the switch itself never touches the node.
 */
export function unknownToWalletNetwork(rpcUrl: string): CaipNetwork {
  return {
    id: 31338,
    caipNetworkId: 'eip155:31338',
    chainNamespace: 'eip155',
    name: 'Devnet B',
    nativeCurrency: { name: 'Devnet Ether', symbol: 'dETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    blockExplorers: { default: { name: 'Devnet B Explorer', url: 'http://127.0.0.1/explorer-b' } },
    testnet: true,
  }
}

/** The devnet as a dApp that uses viem's chains writes it: a plain `defineChain`, with no CAIP fields. */
export function devnetChain(rpcUrl: string): Chain {
  return defineChain({
    id: 31337,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}
