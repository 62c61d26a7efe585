import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.ts'
import { isSolanaPublicKey } from './isSolanaPublicKey.ts'
import { parseRpcJson, readU64 } from './parseRpcJson.ts'

describe('reading Solana RPC values exactly', () => {
  it('keeps integers past 2^53 exact as decimal strings, and leaves strings and small numbers alone', () => {
    const text =
      '{"value":18446744073709551615,"small":-12,"float":1.5e3,"text":"12345678901234567890 \\" 99999999999999999","list":[9007199254740993]}'
    expect(parseRpcJson(text)).toEqual({
      value: '18446744073709551615',
      small: -12,
      float: 1500,
      text: '12345678901234567890 " 99999999999999999',
      list: ['9007199254740993'],
    })
    expect(readU64((parseRpcJson('{"a":18446744073709551615}') as { a: unknown }).a)).toBe(2n ** 64n - 1n)
    expect([readU64(-1), readU64(1.5), readU64('18446744073709551616'), readU64('0x1')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })

  it('base58 round-trips, and only 32-byte keys are public keys', () => {
    const key = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
    expect(encodeBase58(decodeBase58(key) as Uint8Array)).toBe(key)
    expect(isSolanaPublicKey(key)).toBe(true)
    expect(isSolanaPublicKey('11111111111111111111111111111111')).toBe(true)
    for (const bad of [
      '1111111111111111111111111111111',
      `${key}1`,
      key.replace('o', '0'),
      key.replace('e', 'l'),
      '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
      'z'.repeat(44),
    ])
      expect(isSolanaPublicKey(bad)).toBe(false)
  })
})
