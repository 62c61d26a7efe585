import { BaseError } from './BaseError.ts'
import { InternalMessages } from './messages.ts'

/**
 * WalletConnect was asked for, but the core was built without a WalletConnect client (`connectWalletConnect`).
 * Views recognise it by class, never by its text.
 */
export class WalletConnectNotConfiguredError extends BaseError {
  static override docsPath = 'README.md#walletconnectnotconfigurederror'
  override name = 'WalletConnectNotConfiguredError'

  constructor() {
    super(InternalMessages.connectionClientNotSet)
  }
}
