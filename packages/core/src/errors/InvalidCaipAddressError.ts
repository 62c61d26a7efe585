import { BaseError } from './BaseError.ts'
import { ValidationMessages } from './messages.ts'

/** Thrown when a CAIP-10 account id does not have exactly 3 colon-separated parts (spec §5). */
export class InvalidCaipAddressError extends BaseError {
  static override docsPath = 'README.md#invalidcaipaddresserror'
  override name = 'InvalidCaipAddressError'
  /** The rejected input, as received. */
  readonly value: string

  constructor(value: string, details?: string) {
    super(ValidationMessages.invalidCaipAddress, {
      metaMessages: [`Received: ${JSON.stringify(value)}`, 'Expected: <namespace>:<reference>:<address>'],
      ...(details === undefined ? {} : { details }),
    })
    this.value = value
  }
}
