import type { Commitment, ConnectionConfig } from '@solana/web3.js'

/** The adapter's `connectionSettings`: a web3.js commitment, or a whole `ConnectionConfig`. */
export type SolanaConnectionSettings = Commitment | ConnectionConfig

/** What Reown's Solana adapter uses when the dApp says nothing. */
export const DEFAULT_COMMITMENT: Commitment = 'confirmed'
