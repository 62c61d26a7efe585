// The bench's paired difference (`pnpm test:scripts`, part of `pnpm test`).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { pairedDifference } from './pairedDifference.mjs'

test('a page a constant 25 ms behind its base is 25 ms behind, with no spread, whatever the drift', () => {
  const base = [900, 1500, 1100, 1700, 1000, 1300]
  const result = pairedDifference(
    base.map((ms) => ms + 25),
    base,
  )
  assert.deepEqual(result, { median: 25, low: 25, high: 25, rounds: 6 })
})

test("the rounds' drift leaves the difference; its own noise sets the interval", () => {
  // Rounds drifting over 800 ms, the page 10 ms behind give or take 4: the interval stays within that noise.
  const base = [1000, 1800, 1200, 1600, 1100, 1400, 1700, 1300, 1500, 1000, 1250]
  const noise = [4, -4, 2, -2, 0, 3, -3, 1, -1, 4, -4]
  const { median, low, high } = pairedDifference(
    base.map((ms, index) => ms + 10 + noise[index]),
    base,
  )
  assert.equal(median, 10)
  assert.ok(low >= 6 && low <= median, `low ${low}`)
  assert.ok(high <= 14 && high >= median, `high ${high}`)
})

test('the same runs give the same interval, around the median', () => {
  const values = [1210, 1430, 1180, 1690, 1250, 1320, 1405, 1120]
  const base = [1190, 1300, 1240, 1500, 1260, 1200, 1390, 1175]
  const first = pairedDifference(values, base)
  assert.deepEqual(pairedDifference(values, base), first)
  assert.ok(first.low < first.median && first.median < first.high)
})

test('values without a base value each are refused', () => {
  assert.throws(() => pairedDifference([1, 2], [1]), /one base value per value \(got 2 and 1\)/)
  assert.throws(() => pairedDifference([], []), /got 0 and 0/)
})
