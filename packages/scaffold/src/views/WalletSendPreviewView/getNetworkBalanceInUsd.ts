import type { SendTokenBalance } from '@org/appkit-core/internal'

/**
 * The native token's balance in USD, as the insufficient-gas rule compares it (spec §5), from the send token list:
 * '0' when the account holds none of it, undefined when its price is unknown (the rule then stays silent rather
 * than flag a fee it cannot judge).
 */
export function getNetworkBalanceInUsd(tokens: readonly SendTokenBalance[]): string | undefined {
  const native = tokens.find((token) => token.address === undefined)
  if (!native) return tokens.length > 0 ? '0' : undefined
  const quantity = Number(native.quantity.numeric)
  if (!Number.isFinite(quantity)) return undefined
  if (quantity === 0) return '0'
  if (native.value !== undefined && native.value > 0) return String(native.value)
  return native.price > 0 ? String(quantity * native.price) : undefined
}
