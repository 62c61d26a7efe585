import type { Address } from 'viem'
import type { SolanaApiChain } from '../solana/SolanaApiChain.ts'

/** An ERC-20 the server reports balances, prices and history names for without reading its metadata. */
export interface ApiChainToken {
  address: Address
  name: string
  symbol: string
  decimals: number
  /** Absent: the server's own token image for the symbol. */
  iconUrl?: string
}

/** An EVM chain the server serves (balances, history, gas price, names, identity). */
export interface EvmApiChain {
  /** Absent or `'eip155'`: an EVM chain. */
  namespace?: 'eip155'
  /** EIP-155 chain id, e.g. 31337. */
  id: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** ERC-20s whose balances are always read. */
  tokens?: readonly ApiChainToken[]
  /** An ENS-style universal resolver: identity answers its reverse names and avatars first. */
  ensUniversalResolver?: Address
  /**
   * The first block the history indexer reads when it has no cursor yet: 0 (default) for a local chain, `'latest'`
   * for a long public chain (history then starts at the server's first start).
   */
  startBlock?: number | 'latest'
}

/** A chain the server serves: EVM (the default) or Solana (`namespace: 'solana'`). */
export type ApiChain = EvmApiChain | SolanaApiChain

/** Whether a configured chain is an EVM one (no `namespace`, or `'eip155'`). */
export function isEvmApiChain(chain: ApiChain): chain is EvmApiChain {
  return chain.namespace === undefined || chain.namespace === 'eip155'
}
