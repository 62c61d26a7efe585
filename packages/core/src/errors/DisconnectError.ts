import type { ChainNamespace } from '../types/ChainNamespace.ts'
import { BaseError } from './BaseError.ts'
import { ToastMessages } from './messages.ts'

/** Disconnecting failed; the visitor sees 'Failed to disconnect' (spec §8) and stays connected. */
export class DisconnectError extends BaseError {
  static override docsPath = 'README.md#disconnecterror'
  override name = 'DisconnectError'
  readonly namespaces: readonly ChainNamespace[]

  constructor(parameters: { namespaces: readonly ChainNamespace[]; cause?: unknown }) {
    super(ToastMessages.failedToDisconnect, {
      cause: parameters.cause,
      metaMessages: [`Namespaces: ${parameters.namespaces.join(', ')}`],
    })
    this.namespaces = parameters.namespaces
  }
}
