import { jsonRpcErrorCodes } from './jsonRpcErrorCodes.ts'
import { WalletError } from './WalletError.ts'

/** A request names a chain the wallet has no RPC for (EIP-3326's 4902, so a dApp may offer to add it). */
export class UnsupportedChainError extends WalletError {
  override name = 'UnsupportedChainError'
  readonly chainId: string

  constructor(chainId: string) {
    super(`Unrecognized chain ID "${chainId}": this wallet has no RPC for it.`, {
      code: jsonRpcErrorCodes.unrecognizedChain,
    })
    this.chainId = chainId
  }
}
