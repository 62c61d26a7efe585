/** An SPL token the server names and prices without reading metadata (a classic mint has none on chain). */
export interface SolanaApiChainToken {
  /** The mint, base58. */
  address: string
  name: string
  symbol: string
  decimals: number
  /** Absent: the server's own token image for the symbol. */
  iconUrl?: string
}

/** A Solana cluster the server serves: balances (SOL and SPL tokens), history, token list, prices. */
export interface SolanaApiChain {
  namespace: 'solana'
  /**
   * The CAIP-2 reference: the first 32 characters of the genesis hash, e.g. `EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx`
   * for the local devnet (`solana:EZ9Mym…`), `5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp` for mainnet-beta.
   */
  id: string
  name: string
  /** JSON-RPC over HTTP(S). */
  rpcUrl: string
  /** Default `{ name: 'Solana', symbol: 'SOL', decimals: 9 }`. */
  nativeCurrency?: { name: string; symbol: string; decimals: number }
  /** Known mints: their names, symbols and icons. Every SPL token the account holds is listed either way. */
  tokens?: readonly SolanaApiChainToken[]
}

/** SOL, 9 decimals (1 SOL = 10^9 lamports). */
export const solanaNativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const
