import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { ModuleLoadError } from './ModuleLoadError.ts'

it('a failed import() is a typed error whose details are the load failure', () => {
  const cause = new TypeError('Failed to fetch dynamically imported module')
  const error = new ModuleLoadError({ cause })
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toMatchObject({
    name: 'ModuleLoadError',
    shortMessage: 'A part of the SDK failed to load',
    details: 'Failed to fetch dynamically imported module',
    cause,
  })
  expect(new ModuleLoadError({ cause: 'offline' }).details).toBe('offline')
})
