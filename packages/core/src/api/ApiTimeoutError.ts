import { BaseError } from '../errors/BaseError.ts'
import { ApiMessages, formatMessage } from '../errors/messages.ts'

/** A request attempt that got no complete answer within the timeout. */
export class ApiTimeoutError extends BaseError {
  static override docsPath = 'README.md#apitimeouterror'
  override name = 'ApiTimeoutError'
  readonly url: string
  readonly timeoutMs: number

  constructor({ url, timeoutMs }: { url: string; timeoutMs: number }) {
    super(formatMessage(ApiMessages.requestTimeout, { ms: timeoutMs }), { metaMessages: [`URL: ${url}`] })
    this.url = url
    this.timeoutMs = timeoutMs
  }
}
