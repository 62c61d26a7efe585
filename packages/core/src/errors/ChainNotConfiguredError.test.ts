import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { ChainNotConfiguredError } from './ChainNotConfiguredError.ts'

it('using an unconfigured namespace is a typed BaseError naming the namespace (spec §5)', () => {
  const error = new ChainNotConfiguredError('polkadot')
  expect(error).toBeInstanceOf(BaseError)
  expect(error.name).toBe('ChainNotConfiguredError')
  expect(error.shortMessage).toBe('Chain namespace is not configured')
  expect(error.namespace).toBe('polkadot')
  expect(error.message).toContain('Namespace: polkadot')
})
