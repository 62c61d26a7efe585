import type { ChainNamespace } from '../types/ChainNamespace.ts'
import { BaseError } from './BaseError.ts'
import { InternalMessages } from './messages.ts'

/** No chain adapter was given for the namespace an action needs (spec §8). */
export class AdapterNotFoundError extends BaseError {
  static override docsPath = 'README.md#adapternotfounderror'
  override name = 'AdapterNotFoundError'
  readonly namespace: ChainNamespace

  constructor(namespace: ChainNamespace) {
    super(InternalMessages.adapterForNamespaceMissing, { metaMessages: [`Namespace: ${namespace}`] })
    this.namespace = namespace
  }
}
