import { BaseError } from './BaseError.ts'
import { InternalMessages } from './messages.ts'

/**
 * A part of the SDK loaded on demand (`import()`: the modal, the WalletConnect SDK, a connect flow) failed to load,
 * typically a network failure or a deployment that removed the old chunks. The next call tries again.
 */
export class ModuleLoadError extends BaseError {
  static override docsPath = 'README.md#moduleloaderror'
  override name = 'ModuleLoadError'

  constructor(parameters: { cause: unknown }) {
    super(InternalMessages.moduleLoadFailed, {
      cause: parameters.cause,
      ...(parameters.cause instanceof Error ? {} : { details: String(parameters.cause) }),
    })
  }
}
