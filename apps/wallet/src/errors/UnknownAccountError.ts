import { jsonRpcErrorCodes } from './jsonRpcErrorCodes.ts'
import { WalletError } from './WalletError.ts'

/** A request asks to sign with an address this wallet does not hold (EIP-1193's 4100 Unauthorized). */
export class UnknownAccountError extends WalletError {
  override name = 'UnknownAccountError'
  readonly address: string

  constructor(address: string) {
    super(`The account ${address} is not held by this wallet.`, { code: jsonRpcErrorCodes.unauthorized })
    this.address = address
  }
}
