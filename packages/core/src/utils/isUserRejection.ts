import { WalletErrorCodes } from '../errors/codes.ts'

const REJECTION_CODES: ReadonlySet<number> = new Set([
  WalletErrorCodes.userRejectedRequest,
  WalletErrorCodes.userRejected,
])

/**
 * Whether `error`, or any error in its `cause` chain, is a user rejection: EIP-1193 code 4001 or WalletConnect's
 * 5000. Recognised by code only, never by message text, so translated or reworded wallet messages still match.
 */
export function isUserRejection(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current = error
  while (current !== null && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    if (REJECTION_CODES.has(toCode((current as { code?: unknown }).code))) return true
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
