import { BaseError } from 'viem'
import { devWalletErrorCodes, ProviderRpcError } from './ProviderRpcError.ts'

function codeOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'number' ? code : undefined
}

/** Turns whatever signing or sending threw (often a viem error chain) into the `ProviderRpcError` a dApp sees. */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof BaseError) {
    // The innermost error with a code is the node's answer (e.g. 3 for a revert, with its data).
    const coded = error.walk((inner) => codeOf(inner) !== undefined && !(inner instanceof BaseError))
    if (coded instanceof ProviderRpcError) return coded
    return new ProviderRpcError(
      codeOf(coded) ?? codeOf(error) ?? devWalletErrorCodes.internal,
      error.shortMessage,
    )
  }
  const message = error instanceof Error ? error.message : String(error)
  return new ProviderRpcError(codeOf(error) ?? devWalletErrorCodes.internal, message)
}
