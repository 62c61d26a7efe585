import { BaseError } from '../errors/BaseError.ts'
import { ApiMessages } from '../errors/messages.ts'

/** `fetch` itself failed (offline, DNS, CORS, reset connection): there is no HTTP status. */
export class ApiNetworkError extends BaseError {
  static override docsPath = 'README.md#apinetworkerror'
  override name = 'ApiNetworkError'
  readonly url: string

  constructor({ url, cause }: { url: string; cause: unknown }) {
    super(ApiMessages.networkRequestFailed, { cause, metaMessages: [`URL: ${url}`] })
    this.url = url
  }
}
