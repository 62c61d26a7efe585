import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { ChainRequiredError } from './ChainRequiredError.ts'

it("an action with no namespace given nor active says 'Chain is required...' (spec §8) and what to do", () => {
  const error = new ChainRequiredError()
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toMatchObject({ name: 'ChainRequiredError', shortMessage: 'Chain is required...' })
  expect(error.metaMessages[0]).toMatch(/Pass a namespace/)
  expect(error.docsPath).toBe('README.md#chainrequirederror')
})
