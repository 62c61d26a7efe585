import { describe, expect, it } from 'vitest'
import { DISPLAY_DECIMALS } from '../constants/limits.ts'
import { formatAmount } from './formatAmount.ts'

describe('formatAmount (spec §9: amounts display to 3 decimals)', () => {
  it('amounts display to 3 decimals', () => {
    expect(DISPLAY_DECIMALS).toBe(3)
    expect(formatAmount('1.23456')).toBe('1.235')
    expect(formatAmount(0.1 + 0.2)).toBe('0.3')
  })

  it('trailing zeros are trimmed', () => {
    expect(formatAmount('2.50000')).toBe('2.5')
    expect(formatAmount('7.000')).toBe('7')
    expect(formatAmount(10)).toBe('10')
  })

  it('bigint base units are scaled by the token decimals', () => {
    expect(formatAmount(1_234_567_890_123_456_789n, { decimals: 18 })).toBe('1.235')
    expect(formatAmount(5_000_000n, { decimals: 6 })).toBe('5')
    expect(formatAmount(42n)).toBe('42')
  })

  it('big values keep every integer digit (no float drift)', () => {
    const wei = 123_456_789_012_345_678_901_234_567_890n
    expect(formatAmount(wei, { decimals: 18 })).toBe('123456789012.346')
    expect(formatAmount('98765432109876543210.9876')).toBe('98765432109876543210.988')
    expect(formatAmount(1e21)).toBe('1000000000000000000000')
  })

  it('scientific notation from numbers and strings is understood', () => {
    expect(formatAmount(1e-7)).toBe('0')
    expect(formatAmount(1.5e-3)).toBe('0.002')
    expect(formatAmount('2.5E+2')).toBe('250')
  })

  it('rounds half away from zero by default and can truncate instead', () => {
    expect(formatAmount('0.0005')).toBe('0.001')
    expect(formatAmount('0.0004999')).toBe('0')
    expect(formatAmount('-1.2345')).toBe('-1.235')
    expect(formatAmount('0.9999', { roundingMode: 'trunc' })).toBe('0.999')
    expect(formatAmount(-1n, { decimals: 18 })).toBe('0')
  })

  it('the number of decimals can be changed', () => {
    expect(formatAmount('1.23456', { maximumFractionDigits: 1 })).toBe('1.2')
    expect(formatAmount('1.5', { maximumFractionDigits: 0 })).toBe('2')
  })

  it('invalid, missing or non-finite input displays 0', () => {
    for (const value of [
      'abc',
      '',
      '.',
      '1.2.3',
      '1e99999',
      undefined,
      null,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(formatAmount(value)).toBe('0')
    }
  })
})
