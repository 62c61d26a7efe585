import { BaseError } from './BaseError.ts'
import { ValidationMessages } from './messages.ts'

/** `createAppKit` was given both the legacy `siweConfig` and `siwx` (spec §5); only one sign-in may be set. */
export class SiweAndSiwxConflictError extends BaseError {
  static override docsPath = 'README.md#siweandsiwxconflicterror'
  override name = 'SiweAndSiwxConflictError'

  constructor() {
    super(ValidationMessages.siweAndSiwx, {
      metaMessages: ['Pass `siwx` only; `siweConfig` is the legacy form of the same option.'],
    })
  }
}
