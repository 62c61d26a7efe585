/**
 * Turns what a person typed or pasted into a plain decimal string with at most `decimals` fraction digits:
 * a comma is the decimal separator unless a dot is present too (then commas group thousands), other
 * characters are dropped, leading zeros collapse, and a bare '.' becomes '0.'.
 *
 * @example
 * normalizeAmount('1,5', 18) // '1.5'
 * normalizeAmount('1,234.5678', 2) // '1234.56'
 * normalizeAmount('007', 18) // '7'
 */
export function normalizeAmount(raw: string, decimals: number): string {
  const withDot = raw.includes('.') ? raw.replaceAll(',', '') : raw.replaceAll(',', '.')
  const cleaned = withDot.replace(/[^\d.]/g, '')
  const dot = cleaned.indexOf('.')
  let whole = dot === -1 ? cleaned : cleaned.slice(0, dot)
  const fraction = dot === -1 ? '' : cleaned.slice(dot + 1).replaceAll('.', '')
  whole = whole.replace(/^0+(?=\d)/, '')
  if (dot === -1 || decimals <= 0) return whole
  return `${whole || '0'}.${fraction.slice(0, decimals)}`
}
