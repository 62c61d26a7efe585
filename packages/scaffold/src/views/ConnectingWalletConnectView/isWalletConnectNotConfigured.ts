import { BaseError, InternalMessages } from '@org/appkit-core'

/**
 * Whether `connectWalletConnect` failed because the core has no WalletConnect client (its `connectWalletConnect`
 * parameter is absent until the WalletConnect transport is given). The core throws its own internal constant for
 * that, so this compares with the constant, not with any wallet's text.
 */
export function isWalletConnectNotConfigured(error: unknown): boolean {
  return error instanceof BaseError && error.shortMessage === InternalMessages.connectionClientNotSet
}
