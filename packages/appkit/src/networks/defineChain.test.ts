import { InvalidCaipNetworkIdError } from '@org/appkit-core'
import { expect, it } from 'vitest'
import { defineChain } from './defineChain.ts'

const chain = {
  id: 31338,
  name: 'Second Local Chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: true,
}

it('takes a viem-style chain without namespace as eip155 and sets its CAIP id', () => {
  const network = defineChain(chain)
  expect(network).toEqual({ ...chain, chainNamespace: 'eip155', caipNetworkId: 'eip155:31338' })
})

it('keeps the namespace and CAIP id it is given (AppKit shape)', () => {
  const network = defineChain({ ...chain, caipNetworkId: 'eip155:31338', chainNamespace: 'eip155' })
  expect(network.caipNetworkId).toBe('eip155:31338')
  const solana = defineChain({ ...chain, id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', chainNamespace: 'solana' })
  expect(solana.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  expect(
    defineChain({ ...chain, caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' }).chainNamespace,
  ).toBe('bip122')
})

it('refuses a malformed CAIP id with the typed error', () => {
  expect(() => defineChain({ ...chain, caipNetworkId: 'eip155' as never })).toThrow(InvalidCaipNetworkIdError)
})
