import { WalletConnectNotConfiguredError } from '@org/appkit-core'

/** Whether `connectWalletConnect` failed because the core has no WalletConnect client; by class, never by text. */
export function isWalletConnectNotConfigured(error: unknown): boolean {
  return error instanceof WalletConnectNotConfiguredError
}
