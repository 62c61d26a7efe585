import { subscribe } from 'valtio/vanilla'

/**
 * Calls `callback` with `select()` after any of `states` changed, when the selected value differs (shallowly)
 * from the one last seen. Returns the unsubscribe function.
 *
 * @example watchState([core.theme.state], () => ({ ...core.theme.state }), console.log)
 */
export function watchState<T>(
  states: readonly object[],
  select: () => T,
  callback: (value: T) => void,
): () => void {
  let last = select()
  const onChange = () => {
    const next = select()
    if (shallowEqual(last, next)) return
    last = next
    callback(next)
  }
  const unsubscribes = states.map((state) => subscribe(state, onChange))
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}
