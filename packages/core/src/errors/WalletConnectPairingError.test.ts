import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { WalletConnectPairingError } from './WalletConnectPairingError.ts'

it('a pairing that closed without a session is a typed error, keeping its cause', () => {
  const cause = new Error('closed')
  const error = new WalletConnectPairingError({ cause })
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toMatchObject({
    name: 'WalletConnectPairingError',
    shortMessage: 'The WalletConnect pairing ended without a session',
    cause,
  })
  expect(new WalletConnectPairingError().cause).toBeUndefined()
})
