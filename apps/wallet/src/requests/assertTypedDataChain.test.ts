import { describe, expect, it } from 'vitest'
import { TypedDataChainMismatchError } from '../errors/TypedDataChainMismatchError.ts'
import { assertTypedDataChain } from './assertTypedDataChain.ts'
import { decodeSessionRequest } from './decodeSessionRequest.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const typedData = (domain: Record<string, unknown> | undefined) =>
  decodeSessionRequest('eth_signTypedData_v4', [
    address,
    JSON.stringify({
      ...(domain ? { domain } : {}),
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    }),
  ])

describe('assertTypedDataChain', () => {
  it('W1: refuses typed data whose domain.chainId is not the chain the request was addressed to', () => {
    for (const chainId of [1, '1', '0x1', 31_338]) {
      expect(() => assertTypedDataChain(typedData({ name: 'Permit', chainId }), 'eip155:31337')).toThrow(
        TypedDataChainMismatchError,
      )
    }
    expect(() => assertTypedDataChain(typedData({ chainId: 1 }), 'eip155:31337')).toThrow(
      "Invalid params for eth_signTypedData_v4: domain.chainId 1 is not the request's chain eip155:31337",
    )
    expect(() => assertTypedDataChain(typedData({ chainId: 'one' }), 'eip155:31337')).toThrow(
      TypedDataChainMismatchError,
    )
  })

  it("passes the request's own chain in every spelling, a domain without chainId, and other methods", () => {
    for (const chainId of [31_337, '31337', '0x7a69']) {
      expect(() => assertTypedDataChain(typedData({ chainId }), 'eip155:31337')).not.toThrow()
    }
    expect(() => assertTypedDataChain(typedData({ name: 'NoChain' }), 'eip155:31337')).not.toThrow()
    expect(() => assertTypedDataChain(typedData(undefined), 'eip155:31337')).not.toThrow()
    const sign = decodeSessionRequest('personal_sign', ['0x68656c6c6f', address])
    expect(() => assertTypedDataChain(sign, 'eip155:1')).not.toThrow()
  })

  it('answers JSON-RPC invalid params (-32602)', () => {
    expect(new TypedDataChainMismatchError('1', 'eip155:31337').code).toBe(-32_602)
  })
})
