import { describe, expect, it } from 'vitest'
import { isValidEnsName, NAME_TOP_LEVEL_DOMAINS } from './isValidEnsName.ts'

describe('isValidEnsName (spec §5: names end with an allowed top-level domain of the chain)', () => {
  it('an ENS name ending with .eth is valid on eip155', () => {
    expect(isValidEnsName('vitalik.eth')).toBe(true)
    expect(isValidEnsName('pay.vitalik.ETH')).toBe(true)
  })

  it('the product suffixes .reown.id and legacy .wcn.id are allowed top-level domains', () => {
    expect(NAME_TOP_LEVEL_DOMAINS.eip155).toEqual(expect.arrayContaining(['.reown.id', '.wcn.id']))
    expect(isValidEnsName('alice.reown.id')).toBe(true)
    expect(isValidEnsName('alice.wcn.id')).toBe(true)
  })

  it('a name not ending with an allowed top-level domain is rejected', () => {
    expect(isValidEnsName('alice.com')).toBe(false)
    expect(isValidEnsName('alice.id')).toBe(false)
    expect(isValidEnsName('0x1234')).toBe(false)
  })

  it('a bare top-level domain, an empty label or whitespace is rejected', () => {
    expect(isValidEnsName('.eth')).toBe(false)
    expect(isValidEnsName('eth')).toBe(false)
    expect(isValidEnsName('a..eth')).toBe(false)
    expect(isValidEnsName('al ice.eth')).toBe(false)
    expect(isValidEnsName(undefined)).toBe(false)
  })

  it('names only exist on eip155: other chains allow no top-level domain (spec §6)', () => {
    expect(isValidEnsName('alice.eth', { chainNamespace: 'solana' })).toBe(false)
  })

  it("a chain's own allowed top-level domains replace the defaults", () => {
    expect(isValidEnsName('alice.sol', { chainNamespace: 'solana', topLevelDomains: ['.sol'] })).toBe(true)
    expect(isValidEnsName('alice.eth', { topLevelDomains: ['.sol'] })).toBe(false)
  })
})
