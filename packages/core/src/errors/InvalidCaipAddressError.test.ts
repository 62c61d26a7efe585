import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { InvalidCaipAddressError } from './InvalidCaipAddressError.ts'

it('an invalid CAIP address is a typed BaseError with the spec §5 message, the value and readable meta lines', () => {
  const error = new InvalidCaipAddressError('eip155:1', 'expected 3 colon-separated parts, got 2')
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('InvalidCaipAddressError')
  expect(error.shortMessage).toBe('Invalid CAIP address')
  expect(error.value).toBe('eip155:1')
  expect(error.message).toContain('Received: "eip155:1"')
  expect(error.message).toContain('Details: expected 3 colon-separated parts, got 2')
})
