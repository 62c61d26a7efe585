import { expect, it } from 'vitest'
import { createTokenBucket } from './createTokenBucket.ts'

it('allows a burst up to its capacity, then refills at its rate, never above capacity', () => {
  const clock = { now: 0 }
  const bucket = createTokenBucket({ ratePerSecond: 10, capacity: 3, now: () => clock.now })
  expect([bucket.tryTake(), bucket.tryTake(), bucket.tryTake(), bucket.tryTake()]).toEqual([
    true,
    true,
    true,
    false,
  ])
  clock.now += 100
  expect([bucket.tryTake(), bucket.tryTake()]).toEqual([true, false])
  clock.now += 60_000
  expect(bucket.available()).toBe(3)
})

it('take() may leave it in debt, and msUntilRefilled says how long the debt lasts', () => {
  const clock = { now: 0 }
  const bucket = createTokenBucket({ ratePerSecond: 1_000, capacity: 1_000, now: () => clock.now })
  bucket.take(3_000)
  expect(bucket.msUntilRefilled()).toBe(2_000)
  expect(bucket.tryTake()).toBe(false)
  clock.now += 2_000
  expect(bucket.msUntilRefilled()).toBe(0)
})
