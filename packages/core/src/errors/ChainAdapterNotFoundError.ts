import type { ChainNamespace } from '../types/ChainNamespace.ts'
import { BaseError } from './BaseError.ts'
import { InternalMessages } from './messages.ts'

/**
 * An action needs the chain adapter of a namespace that `adapters` does not hold (spec §8: 'Chain adapter not
 * found'), e.g. `switchNetwork` to a Solana network with only the WagmiAdapter, or a balance read.
 *
 * @example if (error instanceof ChainAdapterNotFoundError) console.warn(`add an adapter for ${error.namespace}`)
 */
export class ChainAdapterNotFoundError extends BaseError {
  static override docsPath = 'README.md#chainadapternotfounderror'
  override name = 'ChainAdapterNotFoundError'
  readonly namespace: ChainNamespace

  constructor(namespace: ChainNamespace) {
    super(InternalMessages.chainAdapterNotFound, {
      metaMessages: [`Namespace: ${namespace}`, 'Pass an adapter of this namespace in `adapters`.'],
    })
    this.namespace = namespace
  }
}
