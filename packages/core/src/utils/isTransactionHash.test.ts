import { describe, expect, it } from 'vitest'
import { isTransactionHash } from './isTransactionHash.ts'

const HEX_64 = 'a'.repeat(32) + 'F0'.repeat(16)

describe('isTransactionHash (spec §5: 0x plus 64 hex characters)', () => {
  it('a transaction hash is 0x plus exactly 64 hex characters', () => {
    expect(HEX_64).toHaveLength(64)
    expect(isTransactionHash(`0x${HEX_64}`)).toBe(true)
  })

  it('a transaction hash with 63 or 65 hex characters, no 0x, or a non-hex character is rejected', () => {
    expect(isTransactionHash(`0x${HEX_64.slice(1)}`)).toBe(false)
    expect(isTransactionHash(`0x${HEX_64}0`)).toBe(false)
    expect(isTransactionHash(HEX_64)).toBe(false)
    expect(isTransactionHash(`0x${HEX_64.slice(1)}g`)).toBe(false)
    expect(isTransactionHash(undefined)).toBe(false)
  })
})
