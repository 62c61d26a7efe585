/**
 * Whether `a` and `b` hold the same values: the same primitives (Object.is), or objects and arrays whose own
 * enumerable keys hold the same values, compared again. What an instance reads before its state is made is a copy
 * of what the state reads after, not the same objects.
 *
 * @example deepEqual({ chainId: 1, accounts: [] }, { chainId: 1, accounts: [] }) // true
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) =>
    deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}
