import { BaseError } from './BaseError.ts'
import { InternalMessages } from './messages.ts'

/** `parseUnits` got something other than a plain decimal number (`'1.5'`, `'-2'`, `'.5'`). */
export class InvalidDecimalNumberError extends BaseError {
  static override docsPath = 'README.md#invaliddecimalnumbererror'
  override name = 'InvalidDecimalNumberError'
  readonly value: string

  constructor(value: string) {
    super(InternalMessages.invalidDecimalNumber, { metaMessages: [`Value: ${JSON.stringify(value)}`] })
    this.value = value
  }
}
