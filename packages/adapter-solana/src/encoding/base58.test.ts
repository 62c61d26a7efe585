import { PublicKey } from '@solana/web3.js'
import { expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.ts'

it('round-trips bytes, keeping leading zeros as leading 1s', () => {
  for (const bytes of [
    [],
    [0],
    [0, 0, 1],
    [255, 254, 0, 3],
    Array.from({ length: 64 }, (_, i) => (i * 37) % 256),
  ]) {
    const encoded = encodeBase58(new Uint8Array(bytes))
    expect([...decodeBase58(encoded)]).toEqual(bytes)
  }
  expect(encodeBase58(new Uint8Array([0, 0, 1]))).toBe('112')
})

it("agrees with web3.js's public keys", () => {
  const key = new PublicKey('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
  expect(encodeBase58(key.toBytes())).toBe(key.toBase58())
  expect(decodeBase58(key.toBase58())).toEqual(key.toBytes())
})

it('refuses characters outside the alphabet', () => {
  expect(() => decodeBase58('0OIl')).toThrow(TypeError)
})
