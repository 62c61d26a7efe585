import { WalletErrorCodes } from '../errors/codes.ts'
import { hasErrorCode } from './hasErrorCode.ts'

const REJECTION_CODES: ReadonlySet<number> = new Set([
  WalletErrorCodes.userRejectedRequest,
  WalletErrorCodes.userRejected,
])

/**
 * Whether `error`, or any error in its `cause` chain, is a user rejection: EIP-1193 code 4001 or WalletConnect's
 * 5000. Recognised by code only, never by message text, so translated or reworded wallet messages still match.
 */
export function isUserRejection(error: unknown): boolean {
  return hasErrorCode(error, REJECTION_CODES)
}
