/** A transaction as the indexers store it (addresses in their namespace's index form, see `AccountNamespace`). */
export interface IndexedTransaction {
  /** EVM: the 0x hash; Solana: the first signature (base58). */
  hash: string
  /** EVM: the block number; Solana: the slot. */
  blockNumber: bigint
  blockTime: Date
  /** Position in the block (EVM), or in the slot as this server orders it (Solana). */
  txIndex: number
  sender: string
  recipient: string | null
  createdContract: string | null
  nonce: number
  status: 'confirmed' | 'failed'
  selector: string | null
}

export interface IndexedTransfer {
  hash: string
  /** EVM: -1 for the native value, otherwise the log index; Solana: the instruction's place, inner ones included. */
  position: number
  /** null for the native coin. */
  tokenAddress: string | null
  from: string
  to: string
  amount: bigint
  name: string | null
  symbol: string | null
  decimals: number
}

/** What a block (EVM) or a batch of transactions (Solana) adds to the history index. */
export interface IndexedHistory {
  transactions: IndexedTransaction[]
  transfers: IndexedTransfer[]
  /** hash -> the addresses the transaction concerns (their history lists it). */
  participants: Map<string, Set<string>>
}
