import { WalletErrorCodes } from '../errors/codes.ts'

/**
 * Whether `error`, or any error in its `cause` chain, says the wallet already shows a request of that kind:
 * code -32002 (EIP-1474 "resource unavailable", as MetaMask answers a second connect while the first is open).
 * Recognised by code only, never by message text.
 *
 * @example isRequestPending({ code: -32002, message: "Request of type 'wallet_requestPermissions' already pending" }) // true
 */
export function isRequestPending(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current = error
  while (current !== null && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    if (toCode((current as { code?: unknown }).code) === WalletErrorCodes.requestPending) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

// Some providers send the code as a numeric string.
function toCode(code: unknown): number {
  if (typeof code === 'number') return code
  if (typeof code === 'string' && /^-?\d+$/.test(code)) return Number(code)
  return Number.NaN
}
