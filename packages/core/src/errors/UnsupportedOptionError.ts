import { BaseError } from './BaseError.ts'
import { formatMessage, ValidationMessages } from './messages.ts'

export interface UnsupportedOptionErrorParameters {
  /** The option's path as the dApp writes it, e.g. `features.swaps`. */
  option: string
  /** The value the dApp passed. */
  value: unknown
  /** What to do instead, e.g. 'Remove it, or set it to `false`.' */
  hint: string
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`
  if (typeof value === 'function') return 'a function'
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return 'an object'
  }
}

/**
 * A `createAppKit` option asks for a behaviour the product does not provide (yet): thrown instead of silently
 * ignoring it. `option` is the option's path and `value` what the dApp passed.
 *
 * @example throw new UnsupportedOptionError({ option: 'features.swaps', value: true, hint: 'Remove it.' })
 */
export class UnsupportedOptionError extends BaseError {
  static override docsPath = 'docs/appkit-options.md'
  override name = 'UnsupportedOptionError'
  readonly option: string
  readonly value: unknown

  constructor({ option, value, hint }: UnsupportedOptionErrorParameters) {
    super(formatMessage(ValidationMessages.unsupportedOption, { option }), {
      metaMessages: [`Value: ${describeValue(value)}`, hint],
    })
    this.option = option
    this.value = value
  }
}
