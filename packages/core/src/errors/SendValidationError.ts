import type { ChainNamespace } from '../types/ChainNamespace.ts'
import { BaseError } from './BaseError.ts'
import { ToastMessages, ValidationMessages } from './messages.ts'

/** Which send input is missing or invalid; the send view maps it to its button state. */
export type SendValidationReason =
  | 'amountRequired'
  | 'receiverRequired'
  | 'gasPriceRequired'
  | 'tokenDecimalsRequired'

/**
 * A send that cannot start (spec §5). Its message is what the visitor sees: on Solana the spec's 'Please enter a
 * valid amount and receiver address'; elsewhere the generic send failure 'Something went wrong'.
 */
export class SendValidationError extends BaseError {
  static override docsPath = 'README.md#sendvalidationerror'
  override name = 'SendValidationError'
  readonly reason: SendValidationReason
  readonly chainNamespace: ChainNamespace

  constructor(reason: SendValidationReason, chainNamespace: ChainNamespace) {
    super(
      chainNamespace === 'solana' ? ValidationMessages.solanaSendInvalid : ToastMessages.somethingWentWrong,
      { details: `Send input invalid: ${reason}`, metaMessages: [`Namespace: ${chainNamespace}`] },
    )
    this.reason = reason
    this.chainNamespace = chainNamespace
  }
}
