import { WalletErrorCodes } from '../errors/codes.ts'
import { hasErrorCode } from './hasErrorCode.ts'

const REQUEST_PENDING_CODES: ReadonlySet<number> = new Set([WalletErrorCodes.requestPending])

/**
 * Whether `error`, or any error in its `cause` chain, says the wallet already shows a request of that kind:
 * code -32002 (EIP-1474 "resource unavailable", as MetaMask answers a second connect while the first is open).
 * Recognised by code only, never by message text.
 *
 * @example isRequestPending({ code: -32002, message: "Request of type 'wallet_requestPermissions' already pending" }) // true
 */
export function isRequestPending(error: unknown): boolean {
  return hasErrorCode(error, REQUEST_PENDING_CODES)
}
