import { BaseError } from './BaseError.ts'
import { InternalMessages } from './messages.ts'

/** The WalletConnect pairing closed without the wallet approving a session (the connect flow reports it). */
export class WalletConnectPairingError extends BaseError {
  static override docsPath = 'README.md#walletconnectpairingerror'
  override name = 'WalletConnectPairingError'

  constructor(parameters: { cause?: unknown } = {}) {
    super(
      InternalMessages.pairingWithoutSession,
      parameters.cause === undefined ? {} : { cause: parameters.cause },
    )
  }
}
