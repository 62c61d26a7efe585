import { UnsupportedChainError } from '../errors/UnsupportedChainError.ts'
import type { SolanaWalletChain } from './SolanaWalletChain.ts'

/**
 * The configured Solana chain with the CAIP-2 id `id`, where a request addressed to it is sent. Throws
 * `UnsupportedChainError` (4902, as for eip155) when the wallet has no RPC for it.
 *
 * @example getSolanaChain(config.solanaChains, 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx').rpcUrl
 */
export function getSolanaChain(chains: readonly SolanaWalletChain[], id: string): SolanaWalletChain {
  const chain = chains.find((candidate) => candidate.caipId === id)
  if (!chain) throw new UnsupportedChainError(id)
  return chain
}
