import type { ChainNamespace } from '../types/ChainNamespace.ts'
import { BaseError } from './BaseError.ts'
import { InternalMessages } from './messages.ts'

/**
 * An action needs the connected account of a namespace that has none (spec §8: 'No ActiveCaipAddress found'),
 * e.g. `fetchBalance()` before the visitor connects.
 */
export class NoActiveCaipAddressError extends BaseError {
  static override docsPath = 'README.md#noactivecaipaddresserror'
  override name = 'NoActiveCaipAddressError'
  readonly namespace: ChainNamespace

  constructor(namespace: ChainNamespace) {
    super(InternalMessages.noActiveCaipAddress, {
      metaMessages: [`Namespace: ${namespace}`, 'Wait for the account to connect (status "connected").'],
    })
    this.namespace = namespace
  }
}
