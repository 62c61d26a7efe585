import {
  AdapterRequestFailedError,
  BaseError,
  isUserRejection,
  NetworkNotFoundError,
  RequestPendingError,
  UserRejectedRequestError,
  WalletErrorCodes,
} from '@org/appkit-core'
import { ChainNotConfiguredError } from '@wagmi/core'
import { causeChain } from './causeChain.ts'
import { UnrecognizedChainError } from './UnrecognizedChainError.ts'
import { walletCode } from './walletCode.ts'

export interface ToCoreErrorContext {
  /** The chain the failed request was for, reported on network errors. */
  chainId?: number | string | undefined
}

/**
 * Maps whatever wagmi, viem or a wallet threw into the core's errors, once for the whole adapter: a user
 * rejection (4001, or WalletConnect's 5000) becomes `UserRejectedRequestError` keeping its code; a request the
 * wallet already shows (-32002, viem's `ResourceUnavailableRpcError`) `RequestPendingError`; a chain missing
 * from the adapter's networks `NetworkNotFoundError`; a chain the wallet does not know (4902)
 * `UnrecognizedChainError`; anything else an `AdapterRequestFailedError` with the original as its cause. Errors are recognised by
 * code and class, never by message text.
 *
 * @example
 * try { await signMessage(config, parameters) } catch (error) { throw toCoreError(error) }
 */
export function toCoreError(error: unknown, context: ToCoreErrorContext = {}): BaseError {
  if (error instanceof BaseError) return error
  const code = walletCode(error)
  if (code !== undefined && isUserRejection({ code }))
    return new UserRejectedRequestError({ cause: error, code })
  if (code === WalletErrorCodes.requestPending) return new RequestPendingError({ cause: error })
  if (causeChain(error).some((link) => link instanceof ChainNotConfiguredError)) {
    return context.chainId === undefined
      ? new AdapterRequestFailedError({ cause: error })
      : new NetworkNotFoundError(context.chainId)
  }
  if (code === WalletErrorCodes.unrecognizedChain) {
    return new UnrecognizedChainError({ chainId: context.chainId, cause: error })
  }
  return new AdapterRequestFailedError({ cause: error })
}
