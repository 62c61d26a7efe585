import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { InternalMessages } from './messages.ts'
import { NetworkNotFoundError } from './NetworkNotFoundError.ts'

it('an unknown network id is a typed BaseError: "Network not found" by default, "Network with ID not found" when asked (spec §8)', () => {
  const error = new NetworkNotFoundError('eip155:999')
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('NetworkNotFoundError')
  expect(error.shortMessage).toBe('Network not found')
  expect(error.networkId).toBe('eip155:999')
  expect(error.message).toContain('Network: eip155:999')
  const byId = new NetworkNotFoundError(999, InternalMessages.networkWithIdNotFound)
  expect(byId.shortMessage).toBe('Network with ID not found')
  expect(byId.networkId).toBe('999')
})
