import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { SignClientNotInitializedError } from './SignClientNotInitializedError.ts'
import { WalletConnectSessionMissingError } from './WalletConnectSessionMissingError.ts'

it("a request before a WalletConnect session carries the spec's 'Please call connect() before request()'", () => {
  const error = new WalletConnectSessionMissingError()
  expect(error).toBeInstanceOf(BaseError)
  expect(error.shortMessage).toBe('Please call connect() before request()')
})

it("an SDK without its sign client carries the spec's 'Sign Client not initialized', with the cause's details", () => {
  const error = new SignClientNotInitializedError({ cause: new Error('relay unreachable') })
  expect(error).toBeInstanceOf(BaseError)
  expect(error.shortMessage).toBe('Sign Client not initialized')
  expect(error.details).toBe('relay unreachable')
})
