/**
 * Copies `defaults` and overwrites each key `overrides` sets to something other than `undefined`, so an option
 * passed as `undefined` keeps its default.
 *
 * @example mergeDefined({ a: 1, b: 2 }, { a: undefined, b: 3 }) // { a: 1, b: 3 }
 */
export function mergeDefined<T extends object>(defaults: T, overrides: Partial<T> | undefined): T {
  const merged = { ...defaults }
  if (!overrides) return merged
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value
  }
  return merged
}
