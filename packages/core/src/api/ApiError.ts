import { BaseError } from '../errors/BaseError.ts'
import { ApiMessages, formatMessage } from '../errors/messages.ts'

/** One reason of the Blockchain API's `{status:"FAILED", reasons:[{field, description}]}` error body. */
export interface ApiErrorReason {
  field: string
  description: string
}

export interface ApiErrorParameters {
  status: number
  /** The parsed JSON body, or the raw text when it is not JSON, or undefined when empty. */
  body: unknown
  url: string
  method: 'GET' | 'POST'
}

const MAX_DETAILS_CHARS = 200

/**
 * A non-2xx HTTP answer. Callers recognise failures by `status` and `reason.field`, never by message text.
 *
 * @example if (error instanceof ApiError && error.status === 401 && error.reason?.field === 'authentication') …
 */
export class ApiError extends BaseError {
  static override docsPath = 'README.md#apierror'
  override name = 'ApiError'
  readonly status: number
  readonly body: unknown
  readonly url: string
  readonly method: 'GET' | 'POST'
  /** The first structured reason of the body, when the body has the API's error shape. */
  readonly reason: ApiErrorReason | undefined

  constructor({ status, body, url, method }: ApiErrorParameters) {
    const reason = readReason(body)
    const text = typeof body === 'string' ? body.trim().slice(0, MAX_DETAILS_CHARS) : undefined
    super(formatMessage(ApiMessages.httpStatus, { status }), {
      details: reason?.description || text || undefined,
      metaMessages: [`${method} ${url}`],
    })
    this.status = status
    this.body = body
    this.url = url
    this.method = method
    this.reason = reason
  }
}

function readReason(body: unknown): ApiErrorReason | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const reasons = (body as { reasons?: unknown }).reasons
  if (!Array.isArray(reasons)) return undefined
  const first: unknown = reasons[0]
  if (typeof first !== 'object' || first === null) return undefined
  const { field, name, description } = first as { field?: unknown; name?: unknown; description?: unknown }
  if (typeof description !== 'string') return undefined
  // The server sends `field`; an older client type called it `name` (API-SHAPES §6.6).
  const key = typeof field === 'string' ? field : typeof name === 'string' ? name : ''
  return { field: key, description }
}
