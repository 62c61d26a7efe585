export interface TokenBucket {
  /** Takes `amount` tokens if that many are there; returns whether it did. */
  tryTake(amount?: number): boolean
  /** Takes `amount` tokens even if that leaves the bucket in debt (for work already done, such as bytes read). */
  take(amount: number): void
  /** Milliseconds until the bucket is out of debt (0 when it is not in debt). */
  msUntilRefilled(): number
  /** Tokens available now. */
  available(): number
}

export interface CreateTokenBucketParameters {
  /** Tokens added per second. */
  ratePerSecond: number
  /** The most tokens the bucket holds (it starts full): the burst allowed after a quiet period. */
  capacity: number
  /** The clock, in milliseconds (tests pass their own). */
  now?: () => number
}

/**
 * A token bucket: a sustained rate with bursts up to its capacity.
 *
 * @example
 * const requests = createTokenBucket({ ratePerSecond: 100, capacity: 1_000 })
 * if (!requests.tryTake()) refuse()
 */
export function createTokenBucket({
  ratePerSecond,
  capacity,
  now = performance.now.bind(performance),
}: CreateTokenBucketParameters): TokenBucket {
  let tokens = capacity
  let updatedAt = now()

  function refill() {
    const at = now()
    tokens = Math.min(capacity, tokens + ((at - updatedAt) / 1000) * ratePerSecond)
    updatedAt = at
  }

  return {
    tryTake(amount = 1) {
      refill()
      if (tokens < amount) return false
      tokens -= amount
      return true
    },
    take(amount) {
      refill()
      tokens -= amount
    },
    msUntilRefilled() {
      refill()
      return tokens >= 0 ? 0 : Math.ceil((-tokens / ratePerSecond) * 1000)
    },
    available() {
      refill()
      return tokens
    },
  }
}
