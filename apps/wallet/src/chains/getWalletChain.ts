import { UnsupportedChainError } from '../errors/UnsupportedChainError.ts'
import type { WalletChain } from './WalletChain.ts'

/**
 * The configured chain a request is routed to, by CAIP-2 id (`eip155:31338`), EIP-155 number or hex
 * (`0x7a6a`, as `wallet_switchEthereumChain` names it). Throws `UnsupportedChainError` when none matches.
 */
export function getWalletChain(chains: readonly WalletChain[], id: string | number): WalletChain {
  const chainId = toChainNumber(id)
  const chain = chainId === undefined ? undefined : chains.find((candidate) => candidate.chainId === chainId)
  if (!chain) throw new UnsupportedChainError(String(id))
  return chain
}

function toChainNumber(id: string | number): number | undefined {
  if (typeof id === 'number') return Number.isSafeInteger(id) ? id : undefined
  const text = id.startsWith('eip155:') ? id.slice('eip155:'.length) : id
  if (/^0x[0-9a-f]+$/i.test(text) || /^[0-9]+$/.test(text)) {
    const value = Number(text)
    return Number.isSafeInteger(value) ? value : undefined
  }
  return undefined
}
