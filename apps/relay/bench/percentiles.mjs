/**
 * Nearest-rank percentiles of `values` (milliseconds, bytes, anything numeric), sorted once: the smallest value
 * with at least p % of the values at or below it. Every entry is undefined when there are no values.
 *
 * @example percentiles([4, 1, 3, 2], [50, 99]) // { p50: 2, p99: 4 }
 */
export function percentiles(values, ranks) {
  const sorted = Float64Array.from(values).sort()
  const result = {}
  for (const rank of ranks) {
    if (!(rank > 0 && rank <= 100)) throw new RangeError(`percentile rank must be in (0, 100], got ${rank}`)
    result[`p${rank}`] = sorted.length === 0 ? undefined : sorted[Math.ceil((rank / 100) * sorted.length) - 1]
  }
  return result
}
