const RealDate = globalThis.Date

/**
 * Freezes the page's "now" at `at` (ms since the epoch) for `Date.now()` and `new Date()`; a `Date` built from a
 * value is untouched. For stories whose checks depend on the day (Today / Yesterday groups, relative times), so
 * they mean the same at 00:02 as at noon. Returns the function that gives the page its clock back.
 *
 * @example const restore = fixStoryClock(storyMidday())
 */
export function fixStoryClock(at: number): () => void {
  const FixedDate = new Proxy(RealDate, {
    construct: (target, args: unknown[]) =>
      args.length === 0 ? new target(at) : new target(...(args as [string | number | Date])),
    get: (target, property, receiver) =>
      property === 'now' ? () => at : Reflect.get(target, property, receiver),
  })
  globalThis.Date = FixedDate
  return () => {
    globalThis.Date = RealDate
  }
}

/** Today at 12:00 local time: far from both midnights, so "5 min ago" and "yesterday" stay where they belong. */
export function storyMidday(): number {
  const midday = new RealDate()
  midday.setHours(12, 0, 0, 0)
  return midday.getTime()
}
