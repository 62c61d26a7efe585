import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { SiweAndSiwxConflictError } from './SiweAndSiwxConflictError.ts'

it('setting both siweConfig and siwx is the typed error "Cannot set both `siweConfig` and `siwx` options" (spec §5)', () => {
  const error = new SiweAndSiwxConflictError()
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('SiweAndSiwxConflictError')
  expect(error.shortMessage).toBe('Cannot set both `siweConfig` and `siwx` options')
  expect(error.message).toContain('Pass `siwx` only')
})
