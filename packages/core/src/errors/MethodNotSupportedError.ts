import { BaseError } from './BaseError.ts'
import { formatMessage, InternalMessages } from './messages.ts'

export interface MethodNotSupportedErrorParameters {
  /** The method, e.g. `writeContract`. */
  method: string
  /** What to do instead, e.g. 'Pass a chain adapter (for example the WagmiAdapter).' */
  hint?: string
}

/**
 * The connection cannot perform a method, e.g. a contract write through WalletConnect without a chain adapter.
 * The capability flags of the adapter say so beforehand (`capabilities`); this is what a call that ignores them gets.
 */
export class MethodNotSupportedError extends BaseError {
  static override docsPath = 'README.md#methodnotsupportederror'
  override name = 'MethodNotSupportedError'
  readonly method: string

  constructor({ method, hint }: MethodNotSupportedErrorParameters) {
    super(formatMessage(InternalMessages.methodNotSupported, { method }), {
      metaMessages: hint ? [hint] : [],
    })
    this.method = method
  }
}
