import { describe, expect, it } from 'vitest'
import { filterZeroDecimalTokens } from './filterZeroDecimalTokens.ts'

describe('filterZeroDecimalTokens (spec §5: tokens with 0 decimals are filtered out)', () => {
  it('tokens with 0 decimals are filtered out, whether decimals come as a string or a number', () => {
    const tokens = [
      { symbol: 'ETH', quantity: { decimals: '18', numeric: '1' } },
      { symbol: 'NFT', quantity: { decimals: '0', numeric: '3' } },
      { symbol: 'USDC', quantity: { decimals: 6, numeric: '5' } },
      { symbol: 'BADGE', quantity: { decimals: 0, numeric: '1' } },
    ]
    expect(filterZeroDecimalTokens(tokens).map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
  })

  it('the input list is left untouched', () => {
    const tokens = [{ quantity: { decimals: '0' } }]
    filterZeroDecimalTokens(tokens)
    expect(tokens).toHaveLength(1)
  })
})
