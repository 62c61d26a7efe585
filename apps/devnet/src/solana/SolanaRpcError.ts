/** A JSON-RPC error the Solana devnet answers with (`code`, `message` and optional `data`, as a validator would). */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** -32602 with the validator's `Invalid param: ...` wording. */
export function invalidParam(detail: string): SolanaRpcError {
  return new SolanaRpcError(-32602, `Invalid param: ${detail}`)
}
