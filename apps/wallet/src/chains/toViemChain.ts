import { type Chain, defineChain } from 'viem'
import type { WalletChain } from './WalletChain.ts'

/** A viem chain for a configured devnet (both local chains use ETH as their native currency). */
export function toViemChain(chain: WalletChain): Chain {
  return defineChain({
    id: chain.chainId,
    name: `Chain ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}
