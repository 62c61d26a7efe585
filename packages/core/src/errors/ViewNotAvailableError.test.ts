import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { ViewNotAvailableError } from './ViewNotAvailableError.ts'

it('names the view and says why: not built, or waiting for its feature', () => {
  const notBuilt = new ViewNotAvailableError({ view: 'Swap', reason: 'notBuilt' })
  expect(notBuilt).toBeInstanceOf(BaseError)
  expect(notBuilt.name).toBe('ViewNotAvailableError')
  expect(notBuilt).toMatchObject({ view: 'Swap', reason: 'notBuilt' })
  expect(notBuilt.shortMessage).toBe('The Swap view is not available')
  expect(notBuilt.message).toContain('The modal of this version has no Swap view.')

  const waiting = new ViewNotAvailableError({ view: 'ApproveTransaction', reason: 'featureUnavailable' })
  expect(waiting.shortMessage).toBe('The ApproveTransaction view is not available')
  expect(waiting.message).toContain('ApproveTransaction belongs to the embeddedWallet feature')
})
