import { jsonRpcErrorCodes } from './jsonRpcErrorCodes.ts'
import { WalletError } from './WalletError.ts'

/**
 * A request asks to sign with an address this wallet does not hold, or one the session does not share
 * (EIP-1193's 4100 Unauthorized; Solana requests get the same code). `role` names what the address is to the
 * request: the account, a Solana transaction's fee payer, its signer.
 */
export class UnknownAccountError extends WalletError {
  override name = 'UnknownAccountError'
  readonly address: string

  constructor(address: string, role = 'account') {
    super(`The ${role} ${address} is not an account this session shares.`, {
      code: jsonRpcErrorCodes.unauthorized,
    })
    this.address = address
  }
}
