import { expect, it } from 'vitest'
import { toBaseUnits } from './toBaseUnits.ts'

it('turns a decimal amount into exact base units', () => {
  expect(toBaseUnits('1.5', 6)).toBe(1_500_000n)
  expect(toBaseUnits('0.25', 18)).toBe(250_000_000_000_000_000n)
  expect(toBaseUnits('123456789.123456789123456789', 18)).toBe(123456789123456789123456789n)
  expect(toBaseUnits('.5', 1)).toBe(5n)
  expect(toBaseUnits('7.', 2)).toBe(700n)
  expect(toBaseUnits('3', 0)).toBe(3n)
})

it('cuts digits beyond the decimals', () => {
  expect(toBaseUnits('1.23456789', 2)).toBe(123n)
})

it('refuses anything that is not a plain non-negative decimal', () => {
  for (const amount of ['', '.', '-1', '1e3', '0x10', 'abc', '1.2.3', undefined]) {
    expect(toBaseUnits(amount, 18)).toBeUndefined()
  }
  expect(toBaseUnits('1', -1)).toBeUndefined()
  expect(toBaseUnits('1', 1.5)).toBeUndefined()
})
