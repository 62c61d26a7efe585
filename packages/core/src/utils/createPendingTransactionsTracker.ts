import { PENDING_TRANSACTIONS_LIMIT } from '../constants/limits.ts'

/** A pending transaction: its hash, or an object carrying it. */
export type PendingTransaction = string | { hash: string }

export interface PendingTransactionsTracker<T extends PendingTransaction> {
  /** Adds (or refreshes) a transaction as the newest; the oldest is dropped past the limit. */
  add(transaction: T): void
  /** Removes a transaction by hash; true if it was tracked. */
  remove(hash: string): boolean
  has(hash: string): boolean
  /** Tracked transactions, oldest first. */
  list(): T[]
  size(): number
  clear(): void
}

/**
 * A bounded, de-duplicated list of pending transactions (spec §9: at most 99, oldest dropped first), so a wallet
 * that never confirms cannot grow memory without end.
 */
export function createPendingTransactionsTracker<T extends PendingTransaction = string>(
  limit: number = PENDING_TRANSACTIONS_LIMIT,
): PendingTransactionsTracker<T> {
  // A Map keeps insertion order, so its first key is always the oldest transaction.
  const transactions = new Map<string, T>()
  const hashOf = (transaction: T) => (typeof transaction === 'string' ? transaction : transaction.hash)

  return {
    add(transaction) {
      const hash = hashOf(transaction)
      transactions.delete(hash)
      transactions.set(hash, transaction)
      while (transactions.size > limit) {
        const oldest = transactions.keys().next().value
        if (oldest === undefined) break
        transactions.delete(oldest)
      }
    },
    remove: (hash) => transactions.delete(hash),
    has: (hash) => transactions.has(hash),
    list: () => [...transactions.values()],
    size: () => transactions.size,
    clear: () => transactions.clear(),
  }
}
