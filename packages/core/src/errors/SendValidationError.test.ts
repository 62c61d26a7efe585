import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { SendValidationError } from './SendValidationError.ts'

it('on Solana an invalid send says "Please enter a valid amount and receiver address"; elsewhere "Something went wrong"', () => {
  const solana = new SendValidationError('receiverRequired', 'solana')
  expect(solana).toBeInstanceOf(BaseError)
  expect(solana.shortMessage).toBe('Please enter a valid amount and receiver address')
  expect(solana.reason).toBe('receiverRequired')
  expect(solana.chainNamespace).toBe('solana')
  const evm = new SendValidationError('gasPriceRequired', 'eip155')
  expect(evm.shortMessage).toBe('Something went wrong')
  expect(evm.details).toBe('Send input invalid: gasPriceRequired')
})
