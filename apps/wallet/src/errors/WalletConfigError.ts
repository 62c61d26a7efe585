import { WalletError } from './WalletError.ts'

/** A query parameter or environment variable the wallet cannot use. */
export class WalletConfigError extends WalletError {
  override name = 'WalletConfigError'

  constructor(setting: string, value: string, reason: string) {
    super(`Invalid wallet setting ${setting}="${value}": ${reason}`)
  }
}
