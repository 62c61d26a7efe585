import { BaseError } from '@org/appkit-core'
import { ToastMessages } from '@org/appkit-core/internal'

/**
 * A Solana send the visitor approved that did not go through: the wallet or the node refused it (failed preflight,
 * too little SOL for the fee, an expired blockhash...). Its message is the spec's Solana send failure, 'Failed to
 * send transaction. Please try again.'; `cause` is what the wallet or node said.
 *
 * @example
 * catch (error) { if (error instanceof SolanaSendFailedError) console.error(error.walk()) }
 */
export class SolanaSendFailedError extends BaseError {
  static override docsPath = 'packages/adapter-solana/README.md#errors'
  override name = 'SolanaSendFailedError'

  constructor(parameters: { cause: unknown }) {
    super(ToastMessages.solanaSendFailed, { cause: parameters.cause })
  }
}
