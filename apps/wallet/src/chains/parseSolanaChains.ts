import { WalletConfigError } from '../errors/WalletConfigError.ts'
import { isHttpUrl } from './isHttpUrl.ts'
import type { SolanaWalletChain } from './SolanaWalletChain.ts'

/** CAIP-2's reference syntax; Solana's is the first 32 base58 characters of the genesis hash. */
const solanaChainId = /^solana:[-_a-zA-Z0-9]{1,32}$/

/**
 * Parses `solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx=http://127.0.0.1:8899` pairs, comma-separated; `none` (or
 * nothing) serves no Solana chain. Throws `WalletConfigError` for a malformed entry, a non-HTTP RPC or a chain
 * listed twice.
 *
 * @example parseSolanaChains('solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx=http://127.0.0.1:8899')
 */
export function parseSolanaChains(value: string, setting = 'solanaChains'): SolanaWalletChain[] {
  if (value.trim() === 'none') return []
  const chains: SolanaWalletChain[] = []
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (entry === '') continue
    const separator = entry.indexOf('=')
    if (separator < 0) throw new WalletConfigError(setting, value, `"${entry}" is not chainId=rpcUrl`)
    const id = entry.slice(0, separator).trim()
    const rpcUrl = entry.slice(separator + 1).trim()
    if (!solanaChainId.test(id))
      throw new WalletConfigError(setting, value, `"${id}" is not a solana chain id`)
    if (!isHttpUrl(rpcUrl)) throw new WalletConfigError(setting, value, `"${rpcUrl}" is not an http(s) URL`)
    if (chains.some((chain) => chain.caipId === id)) {
      throw new WalletConfigError(setting, value, `chain ${id} is listed twice`)
    }
    chains.push({ caipId: id as `solana:${string}`, rpcUrl })
  }
  return chains
}
