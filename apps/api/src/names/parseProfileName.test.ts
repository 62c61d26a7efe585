import { describe, expect, it } from 'vitest'
import { parseProfileName } from './parseProfileName.ts'

const zones = ['reown.id', 'wcn.id']

describe('parseProfileName (API-SHAPES §2.12; spec §5 registration rule)', () => {
  it('splits a valid name into label and zone', () => {
    expect(parseProfileName('alice.reown.id', zones)).toEqual({
      label: 'alice',
      zone: 'reown.id',
      name: 'alice.reown.id',
    })
    expect(parseProfileName('bob-2.wcn.id', zones).zone).toBe('wcn.id')
  })

  it.each([
    'Alice.reown.id',
    'alice.example.id',
    'alice.reown',
    'a.b.reown.id',
    'al.reown.id',
    `${'a'.repeat(65)}.reown.id`,
    'al_ice.reown.id',
  ])('refuses %s with a 400 name', (name) => {
    expect(() => parseProfileName(name, zones)).toThrow(
      expect.objectContaining({ status: 400, field: 'name' }),
    )
  })

  it('applies the registration minimum of 4 characters when asked', () => {
    expect(() => parseProfileName('abc.reown.id', zones, { minLabelLength: 4 })).toThrow(/4 to 64 characters/)
    expect(parseProfileName('abcd.reown.id', zones, { minLabelLength: 4 }).label).toBe('abcd')
  })
})
