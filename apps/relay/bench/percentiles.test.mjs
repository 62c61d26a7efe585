// node --test apps/relay/bench (the relay's vitest config runs src/**/*.test.ts only).
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { percentiles } from './percentiles.mjs'

describe('percentiles', () => {
  it('takes the nearest rank: the smallest value with at least p % of the values at or below it', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index) // 100 down to 1, unsorted
    assert.deepEqual(percentiles(values, [50, 99, 100]), { p50: 50, p99: 99, p100: 100 })
    assert.deepEqual(percentiles([4, 1, 3, 2], [25, 50, 75, 99]), { p25: 1, p50: 2, p75: 3, p99: 4 })
  })

  it('sorts numerically, not as text', () => {
    assert.deepEqual(percentiles([10, 9, 100, 2], [50, 100]), { p50: 9, p100: 100 })
  })

  it('gives one value for every rank of a single sample, undefined for none, and refuses ranks outside (0, 100]', () => {
    assert.deepEqual(percentiles([7.5], [1, 50, 100]), { p1: 7.5, p50: 7.5, p100: 7.5 })
    assert.deepEqual(percentiles([], [50, 99]), { p50: undefined, p99: undefined })
    assert.throws(() => percentiles([1], [0]), RangeError)
    assert.throws(() => percentiles([1], [101]), RangeError)
  })
})
