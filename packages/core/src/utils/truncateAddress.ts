import { ADDRESS_CHARS_END, ADDRESS_CHARS_START } from '../constants/limits.ts'

export interface TruncateAddressOptions {
  charsStart?: number
  charsEnd?: number
}

const ELLIPSIS = '...'

/**
 * Shortens an address to its first 4 and last 6 characters (spec §9); short values come back unchanged.
 *
 * @example truncateAddress('0x1234567890abcdef1234') // '0x12...ef1234'
 */
export function truncateAddress(address: string, options: TruncateAddressOptions = {}): string {
  const start = Math.max(0, options.charsStart ?? ADDRESS_CHARS_START)
  const end = Math.max(0, options.charsEnd ?? ADDRESS_CHARS_END)
  if (address.length <= start + end + ELLIPSIS.length) return address
  return `${address.slice(0, start)}${ELLIPSIS}${end > 0 ? address.slice(-end) : ''}`
}
