import { expect, it } from 'vitest'
import { isRequestPending } from './isRequestPending.ts'

it('recognises code -32002 on the error, as a numeric string, or anywhere in the cause chain', () => {
  expect(isRequestPending({ code: -32002 })).toBe(true)
  expect(isRequestPending({ code: '-32002' })).toBe(true)
  expect(
    isRequestPending(new Error('wrapped', { cause: new Error('inner', { cause: { code: -32002 } }) })),
  ).toBe(true)
})

it('does not read message text, and other codes are not a pending request', () => {
  expect(isRequestPending(new Error("Request of type 'wallet_requestPermissions' already pending"))).toBe(
    false,
  )
  expect(isRequestPending({ code: 4001 })).toBe(false)
  expect(isRequestPending({ code: -32603 })).toBe(false)
  expect(isRequestPending(undefined)).toBe(false)
  expect(isRequestPending('-32002')).toBe(false)
})

it('stops on a cause cycle', () => {
  const a: { cause?: unknown } = {}
  const b = { cause: a }
  a.cause = b
  expect(isRequestPending(a)).toBe(false)
})
