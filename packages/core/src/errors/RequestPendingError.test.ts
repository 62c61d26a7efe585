import { expect, it } from 'vitest'
import { isRequestPending } from '../utils/isRequestPending.ts'
import { BaseError } from './BaseError.ts'
import { RequestPendingError } from './RequestPendingError.ts'

it('a request the wallet already shows is a typed BaseError with code -32002, recognised by isRequestPending', () => {
  const cause = Object.assign(new Error("Request of type 'wallet_requestPermissions' already pending"), {
    code: -32002,
  })
  const error = new RequestPendingError({ connectorId: 'io.metamask', namespace: 'eip155', cause })
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('RequestPendingError')
  expect(error.code).toBe(-32002)
  expect(error.shortMessage).toBe('The wallet is already showing a request')
  expect(error.connectorId).toBe('io.metamask')
  expect(error.namespace).toBe('eip155')
  expect(error.cause).toBe(cause)
  expect(error.message).toContain('Connector: io.metamask')
  expect(isRequestPending(error)).toBe(true)
  const bare = new RequestPendingError()
  expect(bare.message).not.toContain('Connector:')
  expect(isRequestPending(bare)).toBe(true)
})
