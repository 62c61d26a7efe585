import { expect, it } from 'vitest'
import { AppKitNotCreatedError } from './AppKitNotCreatedError.ts'
import { BaseError } from './BaseError.ts'

it("a hook acting before createAppKit says the spec's 'client not set' message and names the hook (spec §8)", () => {
  const error = new AppKitNotCreatedError('useAppKit')
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toMatchObject({
    name: 'AppKitNotCreatedError',
    shortMessage: 'ConnectionController client not set',
    caller: 'useAppKit',
  })
  expect(error.message).toContain('Call createAppKit(...) before using useAppKit')
  const network = new AppKitNotCreatedError('useAppKitNetwork', 'NetworkController client not set')
  expect(network.shortMessage).toBe('NetworkController client not set')
})
