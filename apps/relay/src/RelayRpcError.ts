import type { JsonRpcErrorCode } from './jsonRpcErrorCodes.ts'

/** A request the relay refuses; its code and message become the JSON-RPC error of the response. */
export class RelayRpcError extends Error {
  override readonly name = 'RelayRpcError'
  readonly code: JsonRpcErrorCode

  constructor(code: JsonRpcErrorCode, message: string) {
    super(message)
    this.code = code
  }
}
