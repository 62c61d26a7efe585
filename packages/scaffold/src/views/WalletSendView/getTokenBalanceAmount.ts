import { formatAmount, type SendTokenBalance } from '@org/appkit-core/internal'

/**
 * A token's whole balance as a plain decimal with up to its own decimals (the API may send `1e-7`), never
 * rounded up: what Max fills in and what the amount is checked against.
 *
 * @example getTokenBalanceAmount({ quantity: { decimals: '6', numeric: '250.000001' } }) // '250.000001'
 */
export function getTokenBalanceAmount(token: Pick<SendTokenBalance, 'quantity'>): string {
  const decimals = Number(token.quantity.decimals)
  return formatAmount(token.quantity.numeric, {
    maximumFractionDigits: Number.isInteger(decimals) && decimals >= 0 ? decimals : 18,
    roundingMode: 'trunc',
  })
}
