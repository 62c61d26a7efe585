import { describe, expect, it } from 'vitest'
import { InvalidDecimalNumberError } from '../errors/InvalidDecimalNumberError.ts'
import { formatUnits } from './formatUnits.ts'
import { parseUnits } from './parseUnits.ts'

describe('formatUnits', () => {
  it.each([
    [1_500_000_000_000_000_000n, 18, '1.5'],
    [10_000_000_000_000_000_000_000n, 18, '10000'],
    [1n, 18, '0.000000000000000001'],
    [0n, 6, '0'],
    [1_234_567n, 6, '1.234567'],
    [-2_500_000n, 6, '-2.5'],
    [42n, 0, '42'],
  ])('%s with %s decimals is %s', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
  })
})

describe('parseUnits', () => {
  it.each([
    ['1.5', 18, 1_500_000_000_000_000_000n],
    ['0.01', 18, 10_000_000_000_000_000n],
    ['.5', 6, 500_000n],
    ['7', 0, 7n],
    ['1.2345678', 6, 1_234_567n],
    ['-2.5', 6, -2_500_000n],
  ])('%s with %s decimals is %s', (value, decimals, expected) => {
    expect(parseUnits(value, decimals)).toBe(expected)
  })

  it.each(['', '.', 'abc', '1e18', '1.2.3', '0x10'])('refuses %j', (value) => {
    expect(() => parseUnits(value, 18)).toThrow(InvalidDecimalNumberError)
  })

  it('round-trips with formatUnits', () => {
    for (const text of ['0.000001', '123.456', '999999999.999999']) {
      expect(formatUnits(parseUnits(text, 6), 6)).toBe(text)
    }
  })
})
