import type { CaipNetworkId, ChainNamespace } from './ChainNamespace.ts'

/** A contract of a chain (viem's `ChainContract`). */
export interface ChainContract {
  address: string
  blockCreated?: number
}

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

/** A network as the spec's entity "Network" (viem-compatible fields plus CAIP ids). */
export interface CaipNetwork {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } } & Record<
    string,
    { http: readonly string[]; webSocket?: readonly string[] }
  >
  blockExplorers?: { default: { name: string; url: string } } & Record<string, { name: string; url: string }>
  testnet?: boolean
  /**
   * viem's well-known contracts of the chain (multicall3, ensUniversalResolver, ...), used by the eip155 adapter; an
   * L2 chain's contracts on its L1 are keyed by the L1's chain id, as viem's OP Stack chains have them.
   */
  contracts?: Record<string, ChainContract | Record<number, ChainContract | undefined> | undefined>
  assets?: { imageUrl?: string; imageId?: string }
}
