import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { ChainAdapterNotFoundError } from './ChainAdapterNotFoundError.ts'

it("an action on a namespace without an adapter says 'Chain adapter not found' (spec §8) and names it", () => {
  const error = new ChainAdapterNotFoundError('solana')
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toMatchObject({ name: 'ChainAdapterNotFoundError', shortMessage: 'Chain adapter not found' })
  expect(error.namespace).toBe('solana')
  expect(error.message).toContain('Namespace: solana')
  expect(error.docsPath).toBe('README.md#chainadapternotfounderror')
})
