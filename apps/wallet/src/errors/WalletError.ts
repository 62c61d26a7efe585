/**
 * The base of the wallet's typed errors. `code` is the EIP-1193 / JSON-RPC error code the wallet answers a dApp
 * with when the error ends a session request; errors that never reach a dApp leave it undefined.
 */
export class WalletError extends Error {
  override name = 'WalletError'
  readonly code: number | undefined

  constructor(message: string, options: { code?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = options.code
  }
}
