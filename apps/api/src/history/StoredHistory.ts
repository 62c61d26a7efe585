/**
 * A history transaction as read back from the store (addresses as indexed: EVM lowercase, Solana as written;
 * amounts as decimal strings).
 */
export interface StoredTransaction {
  chainId: string
  hash: string
  blockNumber: string
  blockTime: Date
  txIndex: number
  sender: string
  recipient: string | null
  createdContract: string | null
  nonce: number
  status: string
  selector: string | null
  transfers: StoredTransfer[]
}

export interface StoredTransfer {
  position: number
  tokenAddress: string | null
  from: string
  to: string
  amount: string
  name: string | null
  symbol: string | null
  decimals: number
}
