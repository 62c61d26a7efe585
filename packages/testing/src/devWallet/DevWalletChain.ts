import { type Chain, defineChain } from 'viem'

/** A chain the dev wallet knows: its id, its JSON-RPC URL and how to show it. */
export interface DevWalletChain {
  id: number
  rpcUrl: string
  name?: string
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

/** The viem chain for a dev wallet chain (what transactions are signed for). */
export function toViemChain(chain: DevWalletChain): Chain {
  return defineChain({
    id: chain.id,
    name: chain.name ?? `Chain ${chain.id}`,
    nativeCurrency: chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}
