import { expect, it } from 'vitest'
import { parseUnits } from '../utils/parseUnits.ts'
import { BaseError } from './BaseError.ts'
import { InvalidDecimalNumberError } from './InvalidDecimalNumberError.ts'

it('parseUnits rejects what is not a plain decimal number with a typed error naming the value', () => {
  const error = (() => {
    try {
      parseUnits('1e18', 18)
    } catch (thrown) {
      return thrown
    }
  })()
  expect(error).toBeInstanceOf(InvalidDecimalNumberError)
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toMatchObject({ shortMessage: 'Not a decimal number', value: '1e18' })
})
