import type { ChainNamespace } from '../types/ChainNamespace.ts'
import { BaseError } from './BaseError.ts'
import { InternalMessages } from './messages.ts'

/** A connector failed for a reason other than a user rejection; the adapter's error is the cause. */
export class ConnectionFailedError extends BaseError {
  static override docsPath = 'README.md#connectionfailederror'
  override name = 'ConnectionFailedError'
  readonly connectorId: string
  /** Undefined for a WalletConnect pairing, which spans namespaces. */
  readonly namespace: ChainNamespace | undefined

  constructor(parameters: { connectorId: string; namespace?: ChainNamespace | undefined; cause?: unknown }) {
    super(InternalMessages.connectionFailed, {
      cause: parameters.cause,
      metaMessages: [
        `Connector: ${parameters.connectorId}`,
        ...(parameters.namespace ? [`Namespace: ${parameters.namespace}`] : []),
      ],
    })
    this.connectorId = parameters.connectorId
    this.namespace = parameters.namespace
  }
}
