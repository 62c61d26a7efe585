import { expect, it } from 'vitest'
import { BaseError } from './BaseError.ts'
import { RpcNotAllowedError } from './RpcNotAllowedError.ts'

it('a method off the embedded-wallet lists is rejected with "Requested RPC call is not allowed" (spec §6)', () => {
  const error = new RpcNotAllowedError('eth_sign')
  expect(error).toBeInstanceOf(BaseError)
  expect(error.shortMessage).toBe('Requested RPC call is not allowed')
  expect(error.method).toBe('eth_sign')
  expect(error.message).toContain('Method: eth_sign')
})
