import { BaseError, SignClientNotInitializedError } from '@org/appkit-core'

/**
 * Whether a WalletConnect pairing failed because the WalletConnect SDK could not start (it did not load, or its
 * client did not initialise), anywhere in the cause chain; by class, never by text. Not a wallet's answer.
 */
export function isWalletConnectUnavailable(error: unknown): boolean {
  if (error instanceof SignClientNotInitializedError) return true
  return (
    error instanceof BaseError &&
    error.walk((cause) => cause instanceof SignClientNotInitializedError) !== null
  )
}
