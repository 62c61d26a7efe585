import { jsonRpcErrorCodes } from './jsonRpcErrorCodes.ts'
import { WalletError } from './WalletError.ts'

/** The `error` member of the answer to a session request that failed with `error`. */
export function toJsonRpcError(error: unknown): { code: number; message: string } {
  if (error instanceof WalletError && error.code !== undefined)
    return { code: error.code, message: error.message }
  // Anything else (an RPC node's failure, a viem error) is internal; its first line is what a dApp can use.
  const message = error instanceof Error ? error.message : String(error)
  return { code: jsonRpcErrorCodes.internalError, message: message.split('\n')[0] ?? message }
}
