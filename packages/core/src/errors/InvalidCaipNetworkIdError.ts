import { BaseError } from './BaseError.ts'
import { ValidationMessages } from './messages.ts'

/** Thrown when a CAIP-2 network id does not have exactly 2 colon-separated parts (spec §5). */
export class InvalidCaipNetworkIdError extends BaseError {
  static override docsPath = 'README.md#invalidcaipnetworkiderror'
  override name = 'InvalidCaipNetworkIdError'
  /** The rejected input, as received. */
  readonly value: string

  constructor(value: string, details?: string) {
    super(ValidationMessages.invalidCaipNetworkId, {
      metaMessages: [`Received: ${JSON.stringify(value)}`, 'Expected: <namespace>:<reference>'],
      ...(details === undefined ? {} : { details }),
    })
    this.value = value
  }
}
