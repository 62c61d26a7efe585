import { expect, it } from 'vitest'
import { AdapterRequestFailedError } from './AdapterRequestFailedError.ts'
import { BaseError } from './BaseError.ts'

it("wraps a library's error: its one-line shortMessage (viem, wagmi) or message becomes the short message", () => {
  const viemLike = Object.assign(new Error('long\nmulti-line message'), { shortMessage: 'nonce too low' })
  const error = new AdapterRequestFailedError({ cause: viemLike })
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toMatchObject({
    name: 'AdapterRequestFailedError',
    shortMessage: 'nonce too low',
    cause: viemLike,
  })
  expect(new AdapterRequestFailedError({ cause: new Error('boom') }).shortMessage).toBe('boom')
  expect(new AdapterRequestFailedError({ cause: 'plain' }).shortMessage).toBe('plain')
})

it('fuzz: a wallet that throws an object with no string form (null prototype, toString not a function) still gives an AdapterRequestFailedError', () => {
  for (const cause of [Object.create(null), { code: 4001, toString: 42 }]) {
    const error = new AdapterRequestFailedError({ cause })
    expect(error.shortMessage).toBe('[object Object]')
    expect(error.cause).toBe(cause)
  }
})
