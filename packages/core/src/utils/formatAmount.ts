import { DISPLAY_DECIMALS } from '../constants/limits.ts'

export interface FormatAmountOptions {
  /** Base-unit decimals of a bigint input (18 turns wei into ETH); string and number inputs are already in units. */
  decimals?: number
  /** Fraction digits kept; default DISPLAY_DECIMALS (3, spec §9). */
  maximumFractionDigits?: number
  /** `halfExpand` (default) rounds half away from zero; `trunc` cuts, so a balance never shows more than is held. */
  roundingMode?: 'halfExpand' | 'trunc'
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/
// Beyond this an exponent is not an amount but an attempt to allocate a giant bigint.
const MAX_EXPONENT = 1000

/**
 * Formats an amount for display with at most 3 decimals and no trailing zeros (spec §9). Works on exact decimal
 * digits (bigint arithmetic), so large balances never drift the way floats do. Invalid input shows '0'.
 *
 * @example formatAmount(1234567890123456789n, { decimals: 18 }) // '1.235'
 * @example formatAmount('2.50000') // '2.5'
 */
export function formatAmount(
  value: bigint | string | number | null | undefined,
  options: FormatAmountOptions = {},
): string {
  const parsed = toScaledDecimal(value, options.decimals ?? 0)
  if (!parsed) return '0'
  const fractionDigits = Math.max(0, Math.trunc(options.maximumFractionDigits ?? DISPLAY_DECIMALS))
  let { digits, scale } = parsed
  if (scale > fractionDigits) {
    const divisor = 10n ** BigInt(scale - fractionDigits)
    const remainder = digits % divisor
    digits /= divisor
    if (options.roundingMode !== 'trunc' && remainder * 2n >= divisor) digits += 1n
    scale = fractionDigits
  }
  if (digits === 0n) return '0'
  const unit = 10n ** BigInt(scale)
  const integer = (digits / unit).toString()
  const fraction = scale > 0 ? (digits % unit).toString().padStart(scale, '0').replace(/0+$/, '') : ''
  return `${parsed.negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}

interface ScaledDecimal {
  negative: boolean
  /** The absolute value is digits / 10^scale. */
  digits: bigint
  scale: number
}

function toScaledDecimal(
  value: bigint | string | number | null | undefined,
  decimals: number,
): ScaledDecimal | undefined {
  if (typeof value === 'bigint') {
    return {
      negative: value < 0n,
      digits: value < 0n ? -value : value,
      scale: Math.max(0, Math.trunc(decimals)),
    }
  }
  if (typeof value === 'number') return Number.isFinite(value) ? parseDecimal(String(value)) : undefined
  if (typeof value === 'string') return parseDecimal(value.trim())
  return undefined
}

function parseDecimal(text: string): ScaledDecimal | undefined {
  const match = DECIMAL.exec(text)
  if (!match) return undefined
  const [, sign, integer = '', fraction = '', exponentText = '0'] = match
  if (!integer && !fraction) return undefined
  const exponent = Number(exponentText)
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined
  let digits = BigInt(`${integer}${fraction}` || '0')
  let scale = fraction.length - exponent
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale)
    scale = 0
  }
  return { negative: sign === '-', digits, scale }
}
