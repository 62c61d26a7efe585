/**
 * Counts occurrences per key (HTTP statuses, JSON-RPC error codes, close codes); `toJSON` gives a plain object
 * sorted by key, for the results file and the table.
 *
 * @example
 * const codes = createTally()
 * codes.add(-32005)
 * codes.toJSON() // { '-32005': 1 }
 */
export function createTally() {
  const counts = new Map()
  return {
    add(key, amount = 1) {
      const name = String(key)
      counts.set(name, (counts.get(name) ?? 0) + amount)
    },
    get(key) {
      return counts.get(String(key)) ?? 0
    },
    get total() {
      let total = 0
      for (const count of counts.values()) total += count
      return total
    },
    toJSON() {
      return Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)))
    },
  }
}
