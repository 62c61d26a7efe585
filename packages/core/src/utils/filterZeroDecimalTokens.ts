/** The part of a token balance this filter reads; the API sends `decimals` as a string. */
export interface TokenWithDecimals {
  quantity: { decimals: string | number }
}

/**
 * Drops tokens with 0 decimals (spec §5): they are NFTs or broken metadata, not sendable or swappable amounts.
 */
export function filterZeroDecimalTokens<T extends TokenWithDecimals>(tokens: readonly T[]): T[] {
  return tokens.filter((token) => Number(token.quantity.decimals) !== 0)
}
