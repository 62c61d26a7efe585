import { toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodePersonalMessage } from './decodePersonalMessage.ts'

describe('decodePersonalMessage', () => {
  it('shows hex-encoded UTF-8 as text (line breaks and tabs kept) and signs the raw bytes', () => {
    const hex = toHex('Sign in to Lab\nnonce:\t42 ✓')
    expect(decodePersonalMessage(hex)).toEqual({
      signable: { raw: hex },
      text: 'Sign in to Lab\nnonce:\t42 ✓',
      hex,
    })
  })

  it('shows binary data (control characters, invalid UTF-8) as hex only', () => {
    expect(decodePersonalMessage('0x0001ff')).toEqual({
      signable: { raw: '0x0001ff' },
      text: undefined,
      hex: '0x0001ff',
    })
    expect(decodePersonalMessage('0xc328')).toMatchObject({ text: undefined })
    expect(decodePersonalMessage(toHex('bell\u0007'))).toMatchObject({ text: undefined })
  })

  it('signs a message sent as plain text as that text', () => {
    expect(decodePersonalMessage('hello')).toEqual({ signable: 'hello', text: 'hello', hex: undefined })
    // Odd-length "hex" is not bytes: it is text that happens to start with 0x.
    expect(decodePersonalMessage('0xabc')).toEqual({ signable: '0xabc', text: '0xabc', hex: undefined })
  })
})
