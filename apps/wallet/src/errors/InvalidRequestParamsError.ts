import { jsonRpcErrorCodes } from './jsonRpcErrorCodes.ts'
import { WalletError } from './WalletError.ts'

/** A session request whose params do not have the shape its method requires (JSON-RPC -32602). */
export class InvalidRequestParamsError extends WalletError {
  override name = 'InvalidRequestParamsError'

  constructor(method: string, reason: string) {
    super(`Invalid params for ${method}: ${reason}`, { code: jsonRpcErrorCodes.invalidParams })
  }
}
