// How far one bench page is from the page it is set against, run by run: the bench measures the pages of a round
// back to back, so the machine's drift between rounds cancels out of each round's difference.
import { median } from './median.mjs'

/**
 * The median of the per-round differences `values[i] − baseValues[i]`, and the interval that holds the median of
 * such differences in `level` of `resamples` bootstrap resamples (rounds drawn with replacement from a seeded
 * generator, so the same runs print the same interval). An interval that contains a target says the runs cannot
 * tell whether the page meets it.
 *
 * @example pairedDifference([412, 398, 455], [380, 390, 401]) // { median: 32, low: 8, high: 54, rounds: 3 }
 */
export function pairedDifference(values, baseValues, { level = 0.9, resamples = 2000, seed = 1 } = {}) {
  if (values.length !== baseValues.length || values.length === 0) {
    throw new Error(
      `pairedDifference needs one base value per value (got ${values.length} and ${baseValues.length})`,
    )
  }
  const differences = values.map((value, index) => value - baseValues[index])
  const random = seededRandom(seed)
  const medians = []
  for (let resample = 0; resample < resamples; resample += 1) {
    medians.push(median(differences.map(() => differences[Math.floor(random() * differences.length)])))
  }
  medians.sort((a, b) => a - b)
  const tail = (1 - level) / 2
  return {
    median: median(differences),
    low: medians[Math.floor(tail * (resamples - 1))],
    high: medians[Math.ceil((1 - tail) * (resamples - 1))],
    rounds: differences.length,
  }
}

/** A uniform generator on [0, 1) from a 32-bit seed (mulberry32): the same seed gives the same sequence. */
function seededRandom(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
}
