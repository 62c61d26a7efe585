import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { RemoveLastNetworkError } from './RemoveLastNetworkError.ts'

it('removing the last network of a namespace throws "Cannot remove last network for a namespace" (spec §5)', () => {
  const error = new RemoveLastNetworkError('solana')
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('RemoveLastNetworkError')
  expect(error.shortMessage).toBe('Cannot remove last network for a namespace')
  expect(error.namespace).toBe('solana')
})
