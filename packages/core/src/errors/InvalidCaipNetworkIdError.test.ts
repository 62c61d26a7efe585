import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { InvalidCaipNetworkIdError } from './InvalidCaipNetworkIdError.ts'

it('an invalid CAIP network id is a typed BaseError with the spec §5 message and the value', () => {
  const error = new InvalidCaipNetworkIdError('eip155')
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('InvalidCaipNetworkIdError')
  expect(error.shortMessage).toBe('Invalid CAIP network id')
  expect(error.value).toBe('eip155')
  expect(error.details).toBe(undefined)
  expect(error.message).toContain('Expected: <namespace>:<reference>')
})
