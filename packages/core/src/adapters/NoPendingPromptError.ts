import { BaseError } from '../errors/BaseError.ts'

/**
 * A test played the user on the mock adapter's wallet (`approvePending` / `rejectPending`) while the wallet held no
 * prompt open: the test's order of steps is wrong, not the code under test.
 */
export class NoPendingPromptError extends BaseError {
  static override docsPath = 'docs/architecture.md#adapters'
  override name = 'NoPendingPromptError'

  constructor() {
    super('The mock wallet has no prompt open', {
      details: 'Set the wallet policy to hang before the call whose prompt the test answers.',
    })
  }
}
