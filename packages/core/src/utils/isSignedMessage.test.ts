import { describe, expect, it } from 'vitest'
import { isSignedMessage } from './isSignedMessage.ts'

describe('isSignedMessage (spec §5: 0x plus 62 or more hex characters)', () => {
  it('a signed message is 0x plus 62 or more hex characters', () => {
    expect(isSignedMessage(`0x${'b'.repeat(62)}`)).toBe(true)
    expect(isSignedMessage(`0x${'B1'.repeat(65)}`)).toBe(true)
  })

  it('a signed message with 61 hex characters, no 0x, or a non-hex character is rejected', () => {
    expect(isSignedMessage(`0x${'b'.repeat(61)}`)).toBe(false)
    expect(isSignedMessage('b'.repeat(64))).toBe(false)
    expect(isSignedMessage(`0x${'b'.repeat(62)}z`)).toBe(false)
    expect(isSignedMessage(null)).toBe(false)
  })
})
