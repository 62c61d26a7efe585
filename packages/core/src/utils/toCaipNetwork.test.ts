import { expect, it } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors/InvalidCaipNetworkIdError.ts'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import { toCaipNetwork } from './toCaipNetwork.ts'

const viemChain = {
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

it('takes a viem chain (no namespace, no CAIP id) as eip155 with caipNetworkId eip155:<id>', () => {
  const network = toCaipNetwork(viemChain)
  expect(network.chainNamespace).toBe('eip155')
  expect(network.caipNetworkId).toBe('eip155:31337')
  expect(network.rpcUrls).toBe(viemChain.rpcUrls)
})

it('keeps a complete network as the same object', () => {
  const complete: CaipNetwork = { ...viemChain, chainNamespace: 'eip155', caipNetworkId: 'eip155:31337' }
  expect(toCaipNetwork(complete)).toBe(complete)
})

it('derives the namespace from a CAIP id, and the CAIP id from a namespace', () => {
  expect(toCaipNetwork({ ...viemChain, id: 'abc', caipNetworkId: 'solana:abc' }).chainNamespace).toBe(
    'solana',
  )
  expect(toCaipNetwork({ ...viemChain, id: 'abc', chainNamespace: 'bip122' }).caipNetworkId).toBe(
    'bip122:abc',
  )
})

it('refuses a malformed CAIP id with the typed error', () => {
  expect(() => toCaipNetwork({ ...viemChain, caipNetworkId: 'eip155:1:2' as never })).toThrow(
    InvalidCaipNetworkIdError,
  )
})
