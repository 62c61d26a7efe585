import { expect, it } from 'vitest'
import { AdapterNotFoundError } from './AdapterNotFoundError.ts'
import { BaseError } from './BaseError.ts'

it('a namespace without an adapter fails with "Adapter for namespace does not exist" (spec §8)', () => {
  const error = new AdapterNotFoundError('bip122')
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('AdapterNotFoundError')
  expect(error.shortMessage).toBe('Adapter for namespace does not exist')
  expect(error.namespace).toBe('bip122')
})
