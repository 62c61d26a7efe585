import type { Address } from 'viem'

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
export interface ApiChain {
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
