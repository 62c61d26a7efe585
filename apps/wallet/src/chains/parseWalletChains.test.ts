import { describe, expect, it } from 'vitest'
import { WalletConfigError } from '../errors/WalletConfigError.ts'
import { parseWalletChains } from './parseWalletChains.ts'

describe('parseWalletChains', () => {
  it('reads caip2=rpc pairs in order, with bare chain numbers and spaces, and RPC URLs holding "="', () => {
    expect(
      parseWalletChains(' eip155:31337=http://127.0.0.1:8545 , 31338=http://127.0.0.1:8546/?key=a '),
    ).toEqual([
      { caipId: 'eip155:31337', chainId: 31_337, rpcUrl: 'http://127.0.0.1:8545' },
      { caipId: 'eip155:31338', chainId: 31_338, rpcUrl: 'http://127.0.0.1:8546/?key=a' },
    ])
  })

  it.each([
    ['eip155:31337', '"eip155:31337" is not chainId=rpcUrl'],
    ['solana:abc=http://127.0.0.1:1', '"solana:abc" is not an eip155 chain id'],
    ['eip155:0=http://127.0.0.1:1', '"eip155:0" is not an eip155 chain id'],
    ['1=ws://127.0.0.1:1', '"ws://127.0.0.1:1" is not an http(s) URL'],
    ['1=http://127.0.0.1:1,eip155:1=http://127.0.0.1:2', 'chain 1 is listed twice'],
    ['99999999999999999999=http://127.0.0.1:1', 'is too large'],
    [' , ', 'no chain given'],
  ])('rejects %j: %s', (value, reason) => {
    expect(() => parseWalletChains(value)).toThrow(WalletConfigError)
    expect(() => parseWalletChains(value)).toThrow(reason)
  })
})
