import type { ChainNamespace } from '../types/ChainNamespace.ts'
import { BaseError } from './BaseError.ts'
import { ValidationMessages } from './messages.ts'

/** Removing the only network of a namespace would leave it unusable (spec §5). */
export class RemoveLastNetworkError extends BaseError {
  static override docsPath = 'README.md#removelastnetworkerror'
  override name = 'RemoveLastNetworkError'
  readonly namespace: ChainNamespace

  constructor(namespace: ChainNamespace) {
    super(ValidationMessages.removeLastNetwork, { metaMessages: [`Namespace: ${namespace}`] })
    this.namespace = namespace
  }
}
