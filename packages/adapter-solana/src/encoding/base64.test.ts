import { expect, it } from 'vitest'
import { decodeBase64, encodeBase64 } from './base64.ts'

it('round-trips bytes, also longer than one slice', () => {
  const long = Uint8Array.from({ length: 70_000 }, (_, i) => i % 256)
  expect(decodeBase64(encodeBase64(long))).toEqual(long)
  expect(encodeBase64(new Uint8Array([1, 2, 3]))).toBe('AQID')
  expect(encodeBase64(long)).toBe(Buffer.from(long).toString('base64'))
})
