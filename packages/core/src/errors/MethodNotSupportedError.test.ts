import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { MethodNotSupportedError } from './MethodNotSupportedError.ts'

it('a method the connection cannot perform names the method and what to do instead', () => {
  const error = new MethodNotSupportedError({ method: 'writeContract', hint: 'Pass a chain adapter.' })
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toMatchObject({
    name: 'MethodNotSupportedError',
    shortMessage: 'The writeContract method is not supported',
    method: 'writeContract',
  })
  expect(error.metaMessages).toEqual(['Pass a chain adapter.'])
})
