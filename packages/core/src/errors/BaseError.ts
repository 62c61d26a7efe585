import { version } from './version.ts'

export interface BaseErrorParameters {
  cause?: unknown
  details?: string
  /**
   * Where the error is documented, relative to the repository root (`README.md#networknotfounderror`). Defaults to
   * the class's static `docsPath`, so each subclass points at its own row of the README's "Errors" table.
   */
  docsPath?: string
  metaMessages?: readonly string[]
}

/** The repository the docs paths are relative to. */
export const DOCS_BASE_URL = 'https://github.com/org/appkit/blob/main/'

/**
 * The root of every error the product throws. `shortMessage` is the spec's exact text (what the UI shows);
 * `message` adds the readable meta lines, the details, the docs link and the version, so a logged error says
 * what happened, where it is documented and which release threw it.
 *
 * @example
 * throw new BaseError('Network not found', { details: `id ${id}` })
 */
export class BaseError extends Error {
  /** The README row of the class; subclasses override it with their own. */
  static docsPath = 'README.md#errors'

  override name = 'BaseError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly docsPath: string
  readonly metaMessages: readonly string[]
  /** The package and version that threw it, e.g. `@org/appkit@1.2.0`. */
  readonly version = `@org/appkit@${version}`

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details =
      parameters.details ??
      (parameters.cause instanceof BaseError
        ? parameters.cause.details
        : parameters.cause instanceof Error
          ? parameters.cause.message
          : undefined)
    const docsPath = (parameters.docsPath ?? new.target.docsPath).replace(/^\//, '')
    const lines = [
      shortMessage,
      ...(parameters.metaMessages?.length ? ['', ...parameters.metaMessages] : []),
      '',
      ...(details && details !== shortMessage ? [`Details: ${details}`] : []),
      `Docs: ${DOCS_BASE_URL}${docsPath}`,
      `Version: @org/appkit@${version}`,
    ]
    super(lines.join('\n'), parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = docsPath
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
