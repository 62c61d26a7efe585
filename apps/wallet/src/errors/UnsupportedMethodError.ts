import { jsonRpcErrorCodes } from './jsonRpcErrorCodes.ts'
import { WalletError } from './WalletError.ts'

/** A session request for a method this wallet does not implement (EIP-1193's 4200). */
export class UnsupportedMethodError extends WalletError {
  override name = 'UnsupportedMethodError'
  readonly method: string

  constructor(method: string) {
    super(`The method ${method} is not supported by this wallet.`, {
      code: jsonRpcErrorCodes.unsupportedMethod,
    })
    this.method = method
  }
}
