import { BaseError, WalletErrorCodes } from '@org/appkit-core'
import { InternalMessages } from '@org/appkit-core/internal'

/**
 * The wallet does not know the chain (EIP-3085 / EIP-3326 code 4902, spec §8) and did not add it. Carries the
 * code, so a caller can offer to add the network.
 */
export class UnrecognizedChainError extends BaseError {
  static override docsPath = 'README.md#unrecognizedchainerror'
  override name = 'UnrecognizedChainError'
  readonly code: number = WalletErrorCodes.unrecognizedChain
  readonly chainId: number | string | undefined

  constructor(parameters: { chainId?: number | string | undefined; cause?: unknown } = {}) {
    super(InternalMessages.unsupportedChain, {
      cause: parameters.cause,
      ...(parameters.chainId === undefined ? {} : { metaMessages: [`Chain: ${parameters.chainId}`] }),
    })
    this.chainId = parameters.chainId
  }
}
