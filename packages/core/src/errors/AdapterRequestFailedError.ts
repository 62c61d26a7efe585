import { BaseError } from './BaseError.ts'

/**
 * An adapter's library or the wallet failed in a way no other class names (not a rejection, not a pending
 * request, not an unknown network). The short message is the library's own short message; `cause` is its error.
 *
 * @example
 * catch (error) { if (error instanceof AdapterRequestFailedError) console.error(error.walk()) }
 */
export class AdapterRequestFailedError extends BaseError {
  static override docsPath = 'README.md#adapterrequestfailederror'
  override name = 'AdapterRequestFailedError'

  constructor(parameters: { cause: unknown }) {
    super(shortMessageOf(parameters.cause), { cause: parameters.cause })
  }
}

function shortMessageOf(error: unknown): string {
  if (error instanceof Error) {
    // viem's and wagmi's errors carry a one-line `shortMessage` beside their long `message`.
    const short = (error as { shortMessage?: unknown }).shortMessage
    return typeof short === 'string' && short ? short : error.message
  }
  // A wallet may throw anything: a null-prototype object or a non-callable toString has no String() form.
  try {
    return String(error)
  } catch {
    return Object.prototype.toString.call(error)
  }
}
