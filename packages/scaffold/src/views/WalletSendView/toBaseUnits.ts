const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/**
 * A decimal amount in a token's smallest units, exactly (no floats): '1.5' with 6 decimals is 1500000n. Digits
 * beyond `decimals` are cut. Undefined for anything that is not a plain non-negative decimal.
 *
 * @example toBaseUnits('0.25', 18) // 250000000000000000n
 */
export function toBaseUnits(amount: string | undefined, decimals: number): bigint | undefined {
  if (amount === undefined || !Number.isInteger(decimals) || decimals < 0) return undefined
  const match = DECIMAL.exec(amount.trim())
  if (!match) return undefined
  const [, integer = '', fraction = ''] = match
  if (!integer && !fraction) return undefined
  return BigInt(`${integer || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`)
}
