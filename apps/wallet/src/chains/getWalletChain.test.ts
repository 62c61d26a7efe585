import { describe, expect, it } from 'vitest'
import { UnsupportedChainError } from '../errors/UnsupportedChainError.ts'
import { getWalletChain } from './getWalletChain.ts'
import { parseWalletChains } from './parseWalletChains.ts'

const chains = parseWalletChains('eip155:31337=http://127.0.0.1:8545,eip155:31338=http://127.0.0.1:8546')

describe('getWalletChain (routing a request to its chain RPC)', () => {
  it('finds the chain by CAIP-2 id, EIP-155 number or hex, as requests name it', () => {
    expect(getWalletChain(chains, 'eip155:31338').rpcUrl).toBe('http://127.0.0.1:8546')
    expect(getWalletChain(chains, 31_337).rpcUrl).toBe('http://127.0.0.1:8545')
    expect(getWalletChain(chains, '0x7a6a').rpcUrl).toBe('http://127.0.0.1:8546')
    expect(getWalletChain(chains, '31337').rpcUrl).toBe('http://127.0.0.1:8545')
  })

  it('throws UnsupportedChainError (code 4902) for any other chain or a malformed id', () => {
    for (const id of ['eip155:1', 1, '0x1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:x', 1.5]) {
      expect(() => getWalletChain(chains, id)).toThrow(UnsupportedChainError)
    }
    const error = (() => {
      try {
        getWalletChain(chains, 'eip155:1')
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toMatchObject({ code: 4902, chainId: 'eip155:1' })
    expect((error as Error).message).toBe('Unrecognized chain ID "eip155:1": this wallet has no RPC for it.')
  })
})
