import { describe, expect, it } from 'vitest'
import { UNKNOWN_NETWORK_NAME } from '../constants/defaults.ts'
import { getNetworkName } from './getNetworkName.ts'

describe('getNetworkName (spec §8: unknown network name "Unknown Network")', () => {
  it('a known network shows its name', () => {
    expect(getNetworkName({ name: 'Polygon' })).toBe('Polygon')
  })

  it('a missing network, or one without a name, shows "Unknown Network"', () => {
    expect(UNKNOWN_NETWORK_NAME).toBe('Unknown Network')
    expect(getNetworkName(undefined)).toBe('Unknown Network')
    expect(getNetworkName(null)).toBe('Unknown Network')
    expect(getNetworkName({})).toBe('Unknown Network')
    expect(getNetworkName({ name: '   ' })).toBe('Unknown Network')
  })
})
