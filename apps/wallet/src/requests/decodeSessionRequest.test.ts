import { toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidRequestParamsError } from '../errors/InvalidRequestParamsError.ts'
import { UnsupportedMethodError } from '../errors/UnsupportedMethodError.ts'
import { decodeSessionRequest } from './decodeSessionRequest.ts'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('decodeSessionRequest', () => {
  it('personal_sign: the message decoded for reading, the address; either param order', () => {
    const message = toHex('Hello')
    const decoded = {
      method: 'personal_sign',
      address: ACCOUNT_0,
      message: { signable: { raw: message }, text: 'Hello', hex: message },
    }
    expect(decodeSessionRequest('personal_sign', [message, ACCOUNT_0])).toEqual(decoded)
    expect(decodeSessionRequest('personal_sign', [ACCOUNT_0, message])).toEqual(decoded)
  })

  it('eth_sendTransaction: to, value, data, gas and nonce as numbers', () => {
    expect(
      decodeSessionRequest('eth_sendTransaction', [
        {
          from: ACCOUNT_0,
          to: ACCOUNT_1,
          value: '0x2386f26fc10000',
          data: '0xabcdef',
          gas: '0x5208',
          nonce: '0x3',
        },
      ]),
    ).toEqual({
      method: 'eth_sendTransaction',
      transaction: {
        from: ACCOUNT_0,
        to: ACCOUNT_1,
        value: 10_000_000_000_000_000n,
        data: '0xabcdef',
        gas: 21_000n,
        nonce: 3,
      },
    })
  })

  it('eth_sendTransaction: a deployment has no "to"; value defaults to 0; gasLimit is read as gas', () => {
    expect(
      decodeSessionRequest('eth_sendTransaction', [{ from: ACCOUNT_0, data: '0x60', gasLimit: 100 }]),
    ).toEqual({
      method: 'eth_sendTransaction',
      transaction: { from: ACCOUNT_0, to: undefined, value: 0n, data: '0x60', gas: 100n, nonce: undefined },
    })
  })

  it('eth_signTypedData_v4: typed data from a JSON string or an object, pretty-printed for reading', () => {
    const typedData = {
      domain: { name: 'Mail', chainId: 31_337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    }
    const expected = {
      method: 'eth_signTypedData_v4',
      address: ACCOUNT_0,
      typedData,
      json: JSON.stringify(typedData, null, 2),
    }
    expect(decodeSessionRequest('eth_signTypedData_v4', [ACCOUNT_0, JSON.stringify(typedData)])).toEqual(
      expected,
    )
    expect(decodeSessionRequest('eth_signTypedData_v4', [ACCOUNT_0, typedData])).toEqual(expected)
  })

  it('wallet_switchEthereumChain: the hex chain id as a number', () => {
    expect(decodeSessionRequest('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
      method: 'wallet_switchEthereumChain',
      chainId: 31_338,
    })
  })

  it('eth_accounts and eth_chainId: recognised, for the wallet to answer by itself', () => {
    expect(decodeSessionRequest('eth_accounts', [])).toEqual({ method: 'eth_accounts' })
    expect(decodeSessionRequest('eth_chainId', undefined)).toEqual({ method: 'eth_chainId' })
  })

  it('throws UnsupportedMethodError (4200) for any other method', () => {
    expect(() => decodeSessionRequest('eth_sign', [ACCOUNT_0, '0x00'])).toThrow(
      new UnsupportedMethodError('eth_sign'),
    )
    expect(new UnsupportedMethodError('eth_sign').code).toBe(4200)
  })

  it.each([
    ['personal_sign', [], 'Invalid params for personal_sign: the message is missing'],
    ['personal_sign', ['0x00'], 'Invalid params for personal_sign: the address is missing'],
    ['eth_sendTransaction', [], 'the transaction object is missing'],
    ['eth_sendTransaction', [{ to: ACCOUNT_1 }], '"from" is missing'],
    ['eth_sendTransaction', [{ from: ACCOUNT_0, to: 'bob' }], '"to" is not an address'],
    ['eth_sendTransaction', [{ from: ACCOUNT_0, data: 'xyz' }], '"data" is not hex'],
    ['eth_sendTransaction', [{ from: ACCOUNT_0, value: '-1' }], '"value" is not a quantity'],
    ['eth_signTypedData_v4', [ACCOUNT_0, '{nope'], 'the typed data is not JSON'],
    [
      'eth_signTypedData_v4',
      [ACCOUNT_0, { types: {}, primaryType: 'Mail', message: {} }],
      '"primaryType" is not in "types"',
    ],
    ['eth_signTypedData_v4', [ACCOUNT_0, { types: { M: [] }, primaryType: 'M' }], '"message" is missing'],
    ['wallet_switchEthereumChain', [{ chainId: 31_338 }], '"chainId" is not a hex number'],
    ['wallet_switchEthereumChain', [], '"chainId" is not a hex number'],
  ])('%s with malformed params %j: InvalidRequestParamsError (-32602) "%s"', (method, params, message) => {
    expect(() => decodeSessionRequest(method, params)).toThrow(InvalidRequestParamsError)
    expect(() => decodeSessionRequest(method, params)).toThrow(message)
  })
})
