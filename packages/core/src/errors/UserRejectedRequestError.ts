import { BaseError } from './BaseError.ts'
import { WalletErrorCodes } from './codes.ts'
import { ToastMessages } from './messages.ts'

/**
 * The user declined a wallet request. Carries the EIP-1193 code so `isUserRejection` recognises it by code,
 * never by its text.
 */
export class UserRejectedRequestError extends BaseError {
  static override docsPath = 'README.md#userrejectedrequesterror'
  override name = 'UserRejectedRequestError'
  readonly code: number

  constructor(parameters: { cause?: unknown; code?: number } = {}) {
    super(ToastMessages.signatureDeclined, parameters.cause === undefined ? {} : { cause: parameters.cause })
    this.code = parameters.code ?? WalletErrorCodes.userRejectedRequest
  }
}
