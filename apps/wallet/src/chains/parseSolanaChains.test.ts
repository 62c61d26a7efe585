import { describe, expect, it } from 'vitest'
import { UnsupportedChainError } from '../errors/UnsupportedChainError.ts'
import { WalletConfigError } from '../errors/WalletConfigError.ts'
import { getSolanaChain } from './getSolanaChain.ts'
import { parseSolanaChains } from './parseSolanaChains.ts'

const local = 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx'

describe('parseSolanaChains', () => {
  it('reads caip2=rpc pairs in order, with spaces and RPC URLs holding "="', () => {
    expect(
      parseSolanaChains(` ${local}=http://127.0.0.1:8899 , solana:devnet=http://127.0.0.1:9899/?key=a `),
    ).toEqual([
      { caipId: local, rpcUrl: 'http://127.0.0.1:8899' },
      { caipId: 'solana:devnet', rpcUrl: 'http://127.0.0.1:9899/?key=a' },
    ])
  })

  it('serves no Solana chain for "none" or an empty list', () => {
    expect(parseSolanaChains('none')).toEqual([])
    expect(parseSolanaChains(' , ')).toEqual([])
  })

  it.each([
    [local, `"${local}" is not chainId=rpcUrl`],
    ['EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx=http://127.0.0.1:1', 'is not a solana chain id'],
    ['eip155:1=http://127.0.0.1:1', '"eip155:1" is not a solana chain id'],
    [`solana:${'a'.repeat(33)}=http://127.0.0.1:1`, 'is not a solana chain id'],
    [`${local}=ws://127.0.0.1:8900`, '"ws://127.0.0.1:8900" is not an http(s) URL'],
    [`${local}=http://127.0.0.1:1,${local}=http://127.0.0.1:2`, `chain ${local} is listed twice`],
  ])('rejects %j: %s', (value, reason) => {
    expect(() => parseSolanaChains(value, 'VITE_WALLET_SOLANA_CHAINS')).toThrow(WalletConfigError)
    expect(() => parseSolanaChains(value, 'VITE_WALLET_SOLANA_CHAINS')).toThrow(reason)
  })
})

describe('getSolanaChain', () => {
  const chains = parseSolanaChains(`${local}=http://127.0.0.1:8899`)

  it("routes a request to its chain's RPC by CAIP-2 id", () => {
    expect(getSolanaChain(chains, local).rpcUrl).toBe('http://127.0.0.1:8899')
  })

  it('throws UnsupportedChainError (4902) for a chain the wallet has no RPC for', () => {
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    expect(() => getSolanaChain(chains, mainnet)).toThrow(new UnsupportedChainError(mainnet))
    expect(() => getSolanaChain(chains, 'eip155:1')).toThrow(UnsupportedChainError)
  })
})
