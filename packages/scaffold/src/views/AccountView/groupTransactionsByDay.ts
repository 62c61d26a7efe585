import type { Transaction } from '@org/appkit-core/internal'

export interface TransactionDay {
  /** `YYYY-MM-DD` in local time. */
  key: string
  /** Midnight of that day, local time. */
  date: Date
  transactions: Transaction[]
}

function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

/** Groups history entries by the local day they were mined, newest day first, keeping the API's order within. */
export function groupTransactionsByDay(transactions: readonly Transaction[]): TransactionDay[] {
  const days = new Map<string, TransactionDay>()
  for (const transaction of transactions) {
    const minedAt = new Date(transaction.metadata.minedAt)
    if (Number.isNaN(minedAt.getTime())) continue
    const key = dayKey(minedAt)
    let day = days.get(key)
    if (!day) {
      day = {
        key,
        date: new Date(minedAt.getFullYear(), minedAt.getMonth(), minedAt.getDate()),
        transactions: [],
      }
      days.set(key, day)
    }
    day.transactions.push(transaction)
  }
  return [...days.values()].sort((a, b) => b.date.getTime() - a.date.getTime())
}

/** 'today', 'yesterday', or undefined for an older day (shown as a date). */
export function relativeDay(date: Date, now: Date = new Date()): 'today' | 'yesterday' | undefined {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1)
  if (dayKey(date) === dayKey(today)) return 'today'
  if (dayKey(date) === dayKey(yesterday)) return 'yesterday'
  return undefined
}
