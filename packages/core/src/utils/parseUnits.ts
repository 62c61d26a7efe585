import { InvalidDecimalNumberError } from '../errors/InvalidDecimalNumberError.ts'

/**
 * A decimal string in whole units as an integer amount in the smallest unit. Digits beyond `decimals` are cut,
 * not rounded (a send never moves more than was typed); anything but a plain decimal number throws.
 *
 * @example parseUnits('1.5', 18) // 1500000000000000000n
 */
export function parseUnits(value: string, decimals: number): bigint {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value.trim())
  if (!match || (match[2] === '' && !match[3])) throw new InvalidDecimalNumberError(value)
  const [, sign, whole = '', fraction = ''] = match
  const units = BigInt(`${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`)
  return sign === '-' ? -units : units
}
