import { describe, expect, it } from 'vitest'
import { InvalidRequestParamsError } from './InvalidRequestParamsError.ts'
import { toJsonRpcError } from './toJsonRpcError.ts'
import { UnsupportedChainError } from './UnsupportedChainError.ts'
import { UnsupportedMethodError } from './UnsupportedMethodError.ts'
import { WalletError } from './WalletError.ts'

describe('toJsonRpcError', () => {
  it('answers a typed wallet error with its EIP-1193 / JSON-RPC code and message', () => {
    expect(toJsonRpcError(new UnsupportedChainError('0x1'))).toEqual({
      code: 4902,
      message: 'Unrecognized chain ID "0x1": this wallet has no RPC for it.',
    })
    expect(toJsonRpcError(new UnsupportedMethodError('eth_sign'))).toEqual({
      code: 4200,
      message: 'The method eth_sign is not supported by this wallet.',
    })
    expect(toJsonRpcError(new InvalidRequestParamsError('personal_sign', 'the message is missing'))).toEqual({
      code: -32602,
      message: 'Invalid params for personal_sign: the message is missing',
    })
  })

  it('answers anything else as an internal error (-32603) with the first line of its message', () => {
    expect(toJsonRpcError(new Error('insufficient funds\n\nRequest body: {...}'))).toEqual({
      code: -32603,
      message: 'insufficient funds',
    })
    expect(toJsonRpcError(new WalletError('no code here'))).toEqual({ code: -32603, message: 'no code here' })
    expect(toJsonRpcError('plain')).toEqual({ code: -32603, message: 'plain' })
  })
})
