// The bench's round order (`pnpm test:scripts`, part of `pnpm test`).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { balancedOrder } from './balancedOrder.mjs'

/** How often each ordered pair runs back to back within the rounds `0..rounds-1`, by "a>b". */
function pairCounts(count, rounds) {
  const counts = new Map()
  for (let round = 0; round < rounds; round += 1) {
    const order = balancedOrder(count, round)
    for (let index = 1; index < order.length; index += 1) {
      const pair = `${order[index - 1]}>${order[index]}`
      counts.set(pair, (counts.get(pair) ?? 0) + 1)
    }
  }
  return counts
}

test('four pages: the first round and the next, each a permutation', () => {
  assert.deepEqual(balancedOrder(4, 0), [0, 1, 3, 2])
  assert.deepEqual(balancedOrder(4, 1), [1, 2, 0, 3])
  for (let round = 0; round < 8; round += 1) {
    assert.deepEqual([...balancedOrder(4, round)].sort(), [0, 1, 2, 3])
  }
})

for (const count of [2, 3, 4, 5, 9, 10]) {
  const cycle = count % 2 === 0 ? count : 2 * count
  test(`${count} pages: every ordered pair back to back equally often, every page in every position`, () => {
    const counts = pairCounts(count, cycle * 3)
    assert.equal(counts.size, count * (count - 1))
    assert.deepEqual(new Set(counts.values()), new Set([(3 * cycle * (count - 1)) / (count * (count - 1))]))
    for (let position = 0; position < count; position += 1) {
      const seen = new Set(Array.from({ length: cycle }, (_, round) => balancedOrder(count, round)[position]))
      assert.equal(seen.size, count)
    }
  })
}

test('one page runs alone; a bad count throws', () => {
  assert.deepEqual(balancedOrder(1, 5), [0])
  assert.throws(() => balancedOrder(0, 0), /page count/)
})
