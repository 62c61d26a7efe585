import type { ChainNamespace } from '../types/ChainNamespace.ts'
import { BaseError } from './BaseError.ts'
import { ValidationMessages } from './messages.ts'

/** A chain namespace was used before it was configured with at least one network (spec §5). */
export class ChainNotConfiguredError extends BaseError {
  static override docsPath = 'README.md#chainnotconfigurederror'
  override name = 'ChainNotConfiguredError'
  readonly namespace: string

  constructor(namespace: ChainNamespace | string) {
    super(ValidationMessages.namespaceNotConfigured, {
      metaMessages: [`Namespace: ${namespace}`, 'Add a network of this namespace to `networks`.'],
    })
    this.namespace = namespace
  }
}
