import { describe, expect, it } from 'vitest'
import { normalizeAmount } from './normalizeAmount.ts'

describe('normalizeAmount', () => {
  it.each([
    ['', 18, ''],
    ['1', 18, '1'],
    ['1.5', 18, '1.5'],
    ['1,5', 18, '1.5'],
    ['1,234.5678', 2, '1234.56'],
    ['.5', 18, '0.5'],
    ['.', 18, '0.'],
    ['007', 18, '7'],
    ['00.5', 18, '0.5'],
    ['0', 18, '0'],
    ['1.2.3', 18, '1.23'],
    ['a1b2', 18, '12'],
    ['1.123456789', 6, '1.123456'],
    ['12.9', 0, '12'],
    ['1e18', 18, '118'],
    ['-5', 18, '5'],
  ])('%j with %i decimals gives %j', (raw, decimals, expected) => {
    expect(normalizeAmount(raw, decimals)).toBe(expected)
  })
})
