// The order of the bench's pages in each round: a Williams design, so that over a cycle of rounds every page runs
// right after every other page equally often (a page's run can carry what the run before it left behind, such as
// a closing browser context still being torn down), and every page runs in every position equally often.

/**
 * The indexes 0..count-1 in the order of round `round`. The first round is 0, 1, count−1, 2, count−2, ...; round
 * r adds r to each (mod count). For an even count, every cycle of `count` rounds has each ordered pair of pages
 * back to back exactly once within its rounds; for an odd count, the cycle is 2 × count rounds, the second half
 * the first half reversed. (The last page of a round and the first of the next are a pair too; they are not
 * balanced.)
 *
 * @example balancedOrder(4, 0) // [0, 1, 3, 2]
 */
export function balancedOrder(count, round) {
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`balancedOrder needs a page count (got ${count})`)
  const first = [0]
  for (let step = 1; first.length < count; step += 1) {
    first.push(step)
    if (first.length < count) first.push(count - step)
  }
  const cycle = count % 2 === 0 ? count : 2 * count
  const position = ((round % cycle) + cycle) % cycle
  const order = first.map((index) => (index + position) % count)
  return position < count ? order : order.reverse()
}
