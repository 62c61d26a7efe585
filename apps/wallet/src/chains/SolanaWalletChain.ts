/** A Solana chain the wallet serves: its CAIP-2 id (`solana:` + genesis-hash prefix) and its JSON-RPC URL. */
export interface SolanaWalletChain {
  caipId: `solana:${string}`
  rpcUrl: string
}
