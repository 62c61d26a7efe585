import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { DisconnectError } from './DisconnectError.ts'

it('a failed disconnect is a typed error with the spec §8 text "Failed to disconnect"', () => {
  const cause = new Error('relay unreachable')
  const error = new DisconnectError({ namespaces: ['eip155', 'solana'], cause })
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('DisconnectError')
  expect(error.shortMessage).toBe('Failed to disconnect')
  expect(error.namespaces).toEqual(['eip155', 'solana'])
  expect(error.cause).toBe(cause)
})
