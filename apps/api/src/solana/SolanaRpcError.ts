/**
 * A Solana JSON-RPC call that failed: the node's JSON-RPC error (`code` from it), or the transport (`code`
 * undefined: refused connection, timeout, a non-2xx answer, a body that is no JSON-RPC answer).
 */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  readonly method: string
  readonly code: number | undefined

  constructor(method: string, message: string, options: { code?: number; cause?: unknown } = {}) {
    super(`${method}: ${message}`, options.cause === undefined ? {} : { cause: options.cause })
    this.method = method
    this.code = options.code
  }
}
