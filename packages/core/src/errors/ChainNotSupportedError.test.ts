import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { ChainNotSupportedError } from './ChainNotSupportedError.ts'

it("a network of an unsupported namespace says 'Chain is not supported' (spec §8), naming the network and why", () => {
  const error = new ChainNotSupportedError({
    network: 'solana:5eykt',
    reason: 'Network solana:5eykt is not a eip155 network.',
  })
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toMatchObject({ name: 'ChainNotSupportedError', shortMessage: 'Chain is not supported' })
  expect(error.network).toBe('solana:5eykt')
  expect(error.metaMessages).toEqual([
    'Network: solana:5eykt',
    'Network solana:5eykt is not a eip155 network.',
  ])
  expect(new ChainNotSupportedError({ network: 'cosmos:1' }).metaMessages).toEqual(['Network: cosmos:1'])
})
