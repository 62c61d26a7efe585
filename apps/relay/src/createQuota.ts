export interface Quota {
  readonly limit: number
  /** What `key` (a client id, an IP address, or one key for a global cap) uses now. */
  used(key: string): number
  /** Whether `key` can use `amount` more without passing the limit. */
  hasRoom(key: string, amount?: number): boolean
  /** Counts `amount` more for `key` (check hasRoom first: this never refuses). */
  add(key: string, amount?: number): void
  release(key: string, amount?: number): void
  /** How many keys use something (keys drop out at zero, so this stays bounded by what is in use). */
  readonly size: number
}

/**
 * A budget of some resource (connections, subscriptions, stored bytes) per key.
 *
 * @example
 * const perClient = createQuota(5_000)
 * if (!perClient.hasRoom(clientId)) throw limitExceeded()
 * perClient.add(clientId)
 */
export function createQuota(limit: number): Quota {
  const usage = new Map<string, number>()
  return {
    limit,
    used: (key) => usage.get(key) ?? 0,
    hasRoom: (key, amount = 1) => (usage.get(key) ?? 0) + amount <= limit,
    add(key, amount = 1) {
      usage.set(key, (usage.get(key) ?? 0) + amount)
    },
    release(key, amount = 1) {
      const left = (usage.get(key) ?? 0) - amount
      if (left > 0) usage.set(key, left)
      else usage.delete(key)
    },
    get size() {
      return usage.size
    },
  }
}
