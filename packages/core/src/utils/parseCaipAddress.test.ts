import { describe, expect, it } from 'vitest'
import { InvalidCaipAddressError } from '../errors/InvalidCaipAddressError.ts'
import { ValidationMessages } from '../errors/messages.ts'
import { isCaipAddress, parseCaipAddress } from './parseCaipAddress.ts'

describe('parseCaipAddress (spec §5: a CAIP address has exactly 3 colon-separated parts)', () => {
  it('a CAIP address with exactly 3 parts is split into namespace, chain id, network id and address', () => {
    expect(parseCaipAddress('eip155:1:0xAbC0000000000000000000000000000000000001')).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      caipNetworkId: 'eip155:1',
      address: '0xAbC0000000000000000000000000000000000001',
    })
    expect(
      parseCaipAddress(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      ),
    ).toMatchObject({
      chainNamespace: 'solana',
      address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    })
  })

  it.each([
    ['two parts', 'eip155:1'],
    ['four parts', 'eip155:1:0xabc:extra'],
    ['one part', '0xabc'],
    ['empty string', ''],
  ])('a CAIP address with %s throws InvalidCaipAddressError', (_, value) => {
    expect(() => parseCaipAddress(value)).toThrow(InvalidCaipAddressError)
  })

  it('the CAIP address error carries the spec message and the rejected value', () => {
    const error = (() => {
      try {
        parseCaipAddress('eip155:1')
      } catch (caught) {
        return caught
      }
    })() as InvalidCaipAddressError
    expect(error.shortMessage).toBe(ValidationMessages.invalidCaipAddress)
    expect(error.value).toBe('eip155:1')
    expect(error.details).toContain('got 2')
  })

  it('a CAIP address with an empty part or an unsupported namespace is rejected', () => {
    expect(() => parseCaipAddress('eip155::0xabc')).toThrow(InvalidCaipAddressError)
    expect(() => parseCaipAddress('eip155:1:')).toThrow(InvalidCaipAddressError)
    expect(() => parseCaipAddress('cosmos:hub:addr')).toThrow(/unsupported namespace/)
    expect(() => parseCaipAddress(42 as unknown as string)).toThrow(InvalidCaipAddressError)
  })

  it('isCaipAddress answers the same rule without throwing', () => {
    expect(isCaipAddress('bip122:000000000019d6689c085ae165831e93:bc1qxy')).toBe(true)
    expect(isCaipAddress('bip122:000000000019d6689c085ae165831e93')).toBe(false)
    expect(isCaipAddress(undefined)).toBe(false)
  })
})
