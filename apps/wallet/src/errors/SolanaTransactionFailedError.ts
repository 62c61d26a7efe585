import { jsonRpcErrorCodes } from './jsonRpcErrorCodes.ts'
import { WalletError } from './WalletError.ts'

/** A transaction the wallet sent landed with an error, or was not confirmed in time (JSON-RPC -32603). */
export class SolanaTransactionFailedError extends WalletError {
  override name = 'SolanaTransactionFailedError'
  readonly signature: string

  constructor(signature: string, reason: string) {
    super(`Transaction ${signature} ${reason}`, { code: jsonRpcErrorCodes.internalError })
    this.signature = signature
  }
}
