import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { NoActiveCaipAddressError } from './NoActiveCaipAddressError.ts'

it("an account action with no connected account says 'No ActiveCaipAddress found' (spec §8)", () => {
  const error = new NoActiveCaipAddressError('eip155')
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toMatchObject({
    name: 'NoActiveCaipAddressError',
    shortMessage: 'No ActiveCaipAddress found',
  })
  expect(error.namespace).toBe('eip155')
  expect(error.docsPath).toBe('README.md#noactivecaipaddresserror')
})
