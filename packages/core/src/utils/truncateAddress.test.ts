import { describe, expect, it } from 'vitest'
import { ADDRESS_CHARS_END, ADDRESS_CHARS_START } from '../constants/limits.ts'
import { truncateAddress } from './truncateAddress.ts'

const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'

describe('truncateAddress (spec §9: addresses truncated to first 4 and last 6 characters)', () => {
  it('addresses are truncated to the first 4 and last 6 characters', () => {
    expect([ADDRESS_CHARS_START, ADDRESS_CHARS_END]).toEqual([4, 6])
    expect(truncateAddress(ADDRESS)).toBe('0x71...d8976F')
  })

  it('short values are returned unchanged', () => {
    expect(truncateAddress('0x1234567890a')).toBe('0x1234567890a')
    expect(truncateAddress('')).toBe('')
  })

  it('the kept characters can be changed (the button props charsStart and charsEnd)', () => {
    expect(truncateAddress(ADDRESS, { charsStart: 6, charsEnd: 4 })).toBe('0x71C7...976F')
    expect(truncateAddress(ADDRESS, { charsStart: 2, charsEnd: 0 })).toBe('0x...')
  })
})
