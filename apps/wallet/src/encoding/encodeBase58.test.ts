import { solanaDevnetAccounts } from '@org/appkit-devnet'
import { Keypair, PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { decodeBase58 } from './decodeBase58.ts'
import { decodeBase64 } from './decodeBase64.ts'
import { encodeBase58 } from './encodeBase58.ts'
import { encodeBase64 } from './encodeBase64.ts'

describe('base58', () => {
  it('encodes public keys as web3.js does, and decodes them back', () => {
    for (const key of [
      PublicKey.default,
      new PublicKey(solanaDevnetAccounts[0].address),
      Keypair.generate().publicKey,
    ]) {
      expect(encodeBase58(key.toBytes())).toBe(key.toBase58())
      expect(decodeBase58(key.toBase58())).toEqual(key.toBytes())
    }
  })

  it('round-trips 64-byte secret keys (the devnet publishes them in base58)', () => {
    const secretKey = solanaDevnetAccounts[1].secretKey
    const bytes = decodeBase58(secretKey)
    expect(bytes).toHaveLength(64)
    expect(encodeBase58(bytes)).toBe(secretKey)
    expect(encodeBase58(bytes.subarray(32))).toBe(solanaDevnetAccounts[1].address)
  })

  it('keeps leading zero bytes as leading 1s, and the empty input empty', () => {
    expect(encodeBase58(new Uint8Array([0, 0, 1]))).toBe('112')
    expect(decodeBase58('112')).toEqual(new Uint8Array([0, 0, 1]))
    expect(encodeBase58(new Uint8Array())).toBe('')
    expect(decodeBase58('')).toEqual(new Uint8Array())
    expect(encodeBase58(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV')
  })

  it('refuses characters outside the alphabet (0, O, I, l)', () => {
    expect(() => decodeBase58('abc0')).toThrow('"0" at position 3 is not a base58 character')
    expect(() => decodeBase58('Il')).toThrow(SyntaxError)
  })
})

describe('base64', () => {
  it('round-trips bytes, including lengths that need padding and inputs longer than one slice', () => {
    for (const length of [0, 1, 2, 3, 100, 70_000]) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 7) % 256)
      const text = encodeBase64(bytes)
      expect(text).toBe(Buffer.from(bytes).toString('base64'))
      expect(decodeBase64(text)).toEqual(bytes)
    }
  })

  it('refuses unpadded, URL-safe, spaced or foreign text', () => {
    for (const text of ['aGk', 'a-_b', 'aG k=', 'not base64!', '====']) {
      expect(() => decodeBase64(text)).toThrow(SyntaxError)
    }
  })
})
