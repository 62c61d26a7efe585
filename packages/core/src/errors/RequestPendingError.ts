import type { ChainNamespace } from '../types/ChainNamespace.ts'
import { BaseError } from './BaseError.ts'
import { WalletErrorCodes } from './codes.ts'
import { InternalMessages } from './messages.ts'

/**
 * The wallet refused a request because it still shows an earlier one of the same kind (code -32002, e.g.
 * MetaMask's "Request of type 'wallet_requestPermissions' already pending"). Not a failure of the wallet: the
 * visitor finishes that request in the wallet, then tries again. Recognised by code (`isRequestPending`).
 *
 * @example
 * if (error instanceof RequestPendingError) showOpenWalletHint()
 */
export class RequestPendingError extends BaseError {
  static override docsPath = 'README.md#requestpendingerror'
  override name = 'RequestPendingError'
  readonly code: number = WalletErrorCodes.requestPending
  readonly connectorId: string | undefined
  readonly namespace: ChainNamespace | undefined

  constructor(
    parameters: {
      connectorId?: string | undefined
      namespace?: ChainNamespace | undefined
      cause?: unknown
    } = {},
  ) {
    super(InternalMessages.requestPending, {
      ...(parameters.cause === undefined ? {} : { cause: parameters.cause }),
      metaMessages: [
        ...(parameters.connectorId ? [`Connector: ${parameters.connectorId}`] : []),
        ...(parameters.namespace ? [`Namespace: ${parameters.namespace}`] : []),
      ],
    })
    this.connectorId = parameters.connectorId
    this.namespace = parameters.namespace
  }
}
