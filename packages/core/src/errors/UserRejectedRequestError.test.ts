import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { UserRejectedRequestError } from './UserRejectedRequestError.ts'

it('a user rejection is a typed BaseError carrying EIP-1193 code 4001 by default, or the wallet code given', () => {
  const error = new UserRejectedRequestError()
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('UserRejectedRequestError')
  expect(error.code).toBe(4001)
  expect(error.cause).toBe(undefined)
  expect(new UserRejectedRequestError({ code: 5000 }).code).toBe(5000)
})
