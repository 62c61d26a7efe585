import { BaseError } from './BaseError.ts'
import { InternalMessages } from './messages.ts'

/** A WalletConnect request (or connect on an adapter) came before the wallet approved a session. */
export class WalletConnectSessionMissingError extends BaseError {
  static override docsPath = 'README.md#walletconnectsessionmissingerror'
  override name = 'WalletConnectSessionMissingError'

  constructor() {
    super(InternalMessages.connectBeforeRequest)
  }
}
