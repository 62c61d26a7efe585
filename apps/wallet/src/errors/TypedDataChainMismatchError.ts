import { jsonRpcErrorCodes } from './jsonRpcErrorCodes.ts'
import { WalletError } from './WalletError.ts'

/**
 * Typed data whose `domain.chainId` is not the chain the request was addressed to: a signature for one chain
 * requested as if for another (JSON-RPC -32602). The wallet refuses it rather than show one chain and sign for
 * another.
 */
export class TypedDataChainMismatchError extends WalletError {
  override name = 'TypedDataChainMismatchError'

  constructor(domainChainId: string, requestChainId: string) {
    super(
      `Invalid params for eth_signTypedData_v4: domain.chainId ${domainChainId} is not the request's chain ${requestChainId}`,
      { code: jsonRpcErrorCodes.invalidParams },
    )
  }
}
