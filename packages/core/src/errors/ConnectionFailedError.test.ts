import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { ConnectionFailedError } from './ConnectionFailedError.ts'

it('a connector failure that is not a rejection is a typed error keeping the adapter error as cause', () => {
  const cause = new Error('extension crashed')
  const error = new ConnectionFailedError({ connectorId: 'io.metamask', namespace: 'eip155', cause })
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('ConnectionFailedError')
  expect(error.shortMessage).toBe('Connection failed')
  expect(error.connectorId).toBe('io.metamask')
  expect(error.namespace).toBe('eip155')
  expect(error.cause).toBe(cause)
  expect(error.message).toContain('Details: extension crashed')
  expect(error.message).toContain('Namespace: eip155')
  const pairing = new ConnectionFailedError({ connectorId: 'walletConnect' })
  expect(pairing.namespace).toBe(undefined)
  expect(pairing.message).not.toContain('Namespace:')
})
