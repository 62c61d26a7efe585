/**
 * Runs `task(item, index)` over `items` with at most `concurrency` running at once; resolves with the results
 * in order, each `{ ok: true, value }` or `{ ok: false, error }` (one failure does not stop the others).
 *
 * @example await mapWithConcurrency(pairs, 50, (pair) => connect(pair))
 */
export async function mapWithConcurrency(items, concurrency, task) {
  const results = new Array(items.length)
  let next = 0
  async function worker() {
    while (next < items.length) {
      const index = next++
      try {
        results[index] = { ok: true, value: await task(items[index], index) }
      } catch (error) {
        results[index] = { ok: false, error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  return results
}
