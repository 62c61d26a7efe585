import { WalletErrorCodes } from '@org/appkit-core'

/** EIP-1193 and JSON-RPC codes the dev wallet answers with: the product's own plus the ones it lacks. */
export const devWalletErrorCodes = {
  ...WalletErrorCodes,
  /** EIP-1193: the provider does not support the method. */
  unsupportedMethod: 4200,
  /** JSON-RPC: invalid method parameters. */
  invalidParams: -32602,
  /** JSON-RPC: internal error. */
  internal: -32603,
} as const

/** An EIP-1193 `ProviderRpcError`: what a real injected wallet rejects with (`code`, `message`, `data`). */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}
