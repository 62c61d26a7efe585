import { describe, expect, it } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors/InvalidCaipNetworkIdError.ts'
import { ValidationMessages } from '../errors/messages.ts'
import { isCaipNetworkId, parseCaipNetworkId } from './parseCaipNetworkId.ts'

describe('parseCaipNetworkId (spec §5: a CAIP network id has exactly 2 parts)', () => {
  it('a CAIP network id with exactly 2 parts is split into namespace and chain id', () => {
    expect(parseCaipNetworkId('eip155:137')).toEqual({ chainNamespace: 'eip155', chainId: '137' })
    expect(parseCaipNetworkId('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toEqual({
      chainNamespace: 'polkadot',
      chainId: '91b171bb158e2d3848fa23a9f1c25182',
    })
  })

  it.each([
    ['one part', 'eip155'],
    ['three parts', 'eip155:1:0xabc'],
    ['an empty reference', 'eip155:'],
    ['an unsupported namespace', 'cosmos:cosmoshub-4'],
  ])('a CAIP network id with %s throws InvalidCaipNetworkIdError', (_, value) => {
    expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaipNetworkIdError)
  })

  it('the CAIP network id error carries the spec message and the rejected value', () => {
    try {
      parseCaipNetworkId('eip155:1:0xabc')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidCaipNetworkIdError)
      expect((error as InvalidCaipNetworkIdError).shortMessage).toBe(ValidationMessages.invalidCaipNetworkId)
      expect((error as InvalidCaipNetworkIdError).value).toBe('eip155:1:0xabc')
    }
    expect(() => parseCaipNetworkId(null as unknown as string)).toThrow(/not a string/)
  })

  it('isCaipNetworkId answers the same rule without throwing', () => {
    expect(isCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
    expect(isCaipNetworkId('solana')).toBe(false)
    expect(isCaipNetworkId(1)).toBe(false)
  })
})
