import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { BrowserOnlyError } from './BrowserOnlyError.ts'

it('an action that needs the core, run on a server, is a typed error that says where to run it', () => {
  const error = new BrowserOnlyError('switchNetwork')
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toMatchObject({
    name: 'BrowserOnlyError',
    shortMessage: 'The AppKit core does not run on a server',
  })
  expect(error.metaMessages[0]).toBe('Action: switchNetwork')
  expect(new BrowserOnlyError().metaMessages).toHaveLength(1)
})
