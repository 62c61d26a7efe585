import { BaseError } from './BaseError.ts'
import { InternalMessages } from './messages.ts'

/**
 * An action needs a namespace and has neither one passed nor an active one (spec §8: 'Chain is required...'),
 * e.g. when `defaultNetwork` belongs to a namespace no network configures.
 */
export class ChainRequiredError extends BaseError {
  static override docsPath = 'README.md#chainrequirederror'
  override name = 'ChainRequiredError'

  constructor() {
    super(InternalMessages.chainRequired, {
      metaMessages: ['Pass a namespace, or configure a network of the default network’s namespace.'],
    })
  }
}
