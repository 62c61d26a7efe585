import { isUserRejection, UserRejectedRequestError } from '@org/appkit-core'

/**
 * The visitor declined in the wallet: core's UserRejectedRequestError (by class), or an EIP-1193 / WalletConnect
 * rejection code anywhere in the cause chain. Never by message text.
 */
export function isRejection(error: unknown): boolean {
  return error instanceof UserRejectedRequestError || isUserRejection(error)
}
