/**
 * Whether `error`, or any error in its `cause` chain, carries one of `codes` (EIP-1193 / JSON-RPC / WalletConnect
 * error codes; a numeric string counts, as some providers send one). Errors are recognised by code, never by
 * message text, so translated or reworded wallet messages still match.
 *
 * @example hasErrorCode({ cause: { code: '4001' } }, new Set([4001])) // true
 */
export function hasErrorCode(error: unknown, codes: ReadonlySet<number>): boolean {
  const seen = new Set<unknown>()
  let current = error
  while (current !== null && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    if (codes.has(toCode((current as { code?: unknown }).code))) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

function toCode(code: unknown): number {
  if (typeof code === 'number') return code
  if (typeof code === 'string' && /^-?\d+$/.test(code)) return Number(code)
  return Number.NaN
}
