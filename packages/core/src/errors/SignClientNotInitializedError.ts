import { BaseError } from './BaseError.ts'
import { InternalMessages } from './messages.ts'

/** The WalletConnect SDK started without its sign client (a broken or foreign `universalProvider`). */
export class SignClientNotInitializedError extends BaseError {
  static override docsPath = 'README.md#signclientnotinitializederror'
  override name = 'SignClientNotInitializedError'

  constructor(options: { cause?: unknown } = {}) {
    super(
      InternalMessages.signClientNotInitialized,
      options.cause === undefined ? {} : { cause: options.cause },
    )
  }
}
