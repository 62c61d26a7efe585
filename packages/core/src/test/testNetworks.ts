import type { CaipNetwork } from '../types/CaipNetwork.ts'

// Networks the core's unit tests configure (not exported; RPCs on loopback, never called by these tests).

export const mainnet: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

/** A second EVM network, the local devnet's chain id. */
export const devnet: CaipNetwork = { ...mainnet, id: 31337, caipNetworkId: 'eip155:31337', name: 'Devnet' }
