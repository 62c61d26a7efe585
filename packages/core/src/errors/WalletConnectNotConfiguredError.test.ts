import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { WalletConnectNotConfiguredError } from './WalletConnectNotConfiguredError.ts'

it("carries the spec's 'ConnectionController client not set' and is a BaseError", () => {
  const error = new WalletConnectNotConfiguredError()
  expect(error).toBeInstanceOf(BaseError)
  expect(error.shortMessage).toBe('ConnectionController client not set')
  expect(error.name).toBe('WalletConnectNotConfiguredError')
})
