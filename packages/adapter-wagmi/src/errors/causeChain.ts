/**
 * An error and its causes, outermost first (a cycle of causes ends the list).
 *
 * @example causeChain(new Error('outer', { cause: inner })) // [outer, inner]
 */
export function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = []
  let current = error
  while (current !== null && typeof current === 'object' && !chain.includes(current)) {
    chain.push(current)
    current = (current as { cause?: unknown }).cause
  }
  return chain
}
