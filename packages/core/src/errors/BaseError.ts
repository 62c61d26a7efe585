export interface BaseErrorParameters {
  cause?: unknown
  details?: string
  docsPath?: string
  metaMessages?: readonly string[]
}

/**
 * The root of every error the product throws. `shortMessage` is the spec's exact text; `message` adds the
 * readable meta lines.
 *
 * @example
 * throw new BaseError('Network not found', { details: `id ${id}` })
 */
export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly docsPath: string | undefined
  readonly metaMessages: readonly string[]

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details =
      parameters.details ??
      (parameters.cause instanceof BaseError
        ? parameters.cause.details
        : parameters.cause instanceof Error
          ? parameters.cause.message
          : undefined)
    const lines = [
      shortMessage,
      ...(parameters.metaMessages?.length ? ['', ...parameters.metaMessages] : []),
      ...(details && details !== shortMessage ? ['', `Details: ${details}`] : []),
      ...(parameters.docsPath ? [`Docs: ${parameters.docsPath}`] : []),
    ]
    super(lines.join('\n'), parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = parameters.docsPath
    this.metaMessages = parameters.metaMessages ?? []
  }

  /** Walks the cause chain; returns the first error matching `fn`, or the deepest one without `fn`. */
  walk(fn?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    const seen = new Set<unknown>()
    while (current && !seen.has(current)) {
      seen.add(current)
      if (fn?.(current)) return current
      const next = (current as { cause?: unknown }).cause
      if (next === undefined || next === null) break
      current = next
    }
    return fn ? null : current
  }
}
