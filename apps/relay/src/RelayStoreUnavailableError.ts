/** The store holding the relay's shared state (Redis) cannot be reached: the request is answered with
 * -32000 (WalletConnect's "Server error") and the client may try again. */
export class RelayStoreUnavailableError extends Error {
  override readonly name = 'RelayStoreUnavailableError'

  constructor(cause?: unknown) {
    super("Server error: the relay's shared store is unavailable, try again", { cause })
  }
}
