/** One Solana account's SOL balance on one configured chain, as the accounts panel shows it. */
export type SolanaBalance = { chainId: string; address: string } & (
  | { state: 'loading' }
  | { state: 'loaded'; lamports: bigint }
  | { state: 'unavailable'; reason: string }
)
