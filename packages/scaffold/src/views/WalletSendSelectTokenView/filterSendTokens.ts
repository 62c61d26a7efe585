import { filterZeroDecimalTokens, type SendTokenBalance } from '@org/appkit-core/internal'

/**
 * The tokens the picker lists: sendable ones only (0-decimal tokens dropped, spec §5), matching `query` in name
 * or symbol, case-insensitively.
 *
 * @example filterSendTokens(tokens, 'usd') // USD Coin, ...
 */
export function filterSendTokens<T extends Pick<SendTokenBalance, 'name' | 'symbol' | 'quantity'>>(
  tokens: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase()
  return filterZeroDecimalTokens(tokens).filter(
    (token) =>
      !needle || token.name.toLowerCase().includes(needle) || token.symbol.toLowerCase().includes(needle),
  )
}
