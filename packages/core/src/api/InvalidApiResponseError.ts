import { BaseError } from '../errors/BaseError.ts'
import { ApiMessages } from '../errors/messages.ts'

export interface InvalidApiResponseErrorParameters {
  /** Where in the body the mismatch is, e.g. `$.balances` or `$.tokens[2].decimals`. */
  path: string
  /** What was expected there, e.g. `array`. */
  expected: string
  url?: string | undefined
}

/** A 2xx answer whose body does not have the documented shape (or is not JSON). */
export class InvalidApiResponseError extends BaseError {
  static override docsPath = 'README.md#invalidapiresponseerror'
  override name = 'InvalidApiResponseError'
  readonly path: string
  readonly expected: string
  readonly url: string | undefined

  constructor({ path, expected, url }: InvalidApiResponseErrorParameters) {
    super(ApiMessages.invalidResponse, {
      details: `Expected ${expected} at ${path}`,
      metaMessages: url ? [`URL: ${url}`] : [],
    })
    this.path = path
    this.expected = expected
    this.url = url
  }
}
