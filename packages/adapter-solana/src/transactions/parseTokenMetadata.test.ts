import { expect, it } from 'vitest'
import { parseTokenMetadata } from './parseTokenMetadata.ts'

function borshString(text: string, padTo: number): Uint8Array {
  const bytes = new Uint8Array(4 + padTo)
  new DataView(bytes.buffer).setUint32(0, padTo, true)
  bytes.set(new TextEncoder().encode(text), 4)
  return bytes
}

it('reads name and symbol of a Metaplex metadata account, without their NUL padding', () => {
  const data = new Uint8Array([
    4,
    ...new Uint8Array(64),
    ...borshString('USD Coin', 32),
    ...borshString('USDC', 10),
  ])
  expect(parseTokenMetadata(data)).toEqual({ name: 'USD Coin', symbol: 'USDC' })
})

it('answers undefined for bytes too short to hold one', () => {
  expect(parseTokenMetadata(new Uint8Array(70))).toBeUndefined()
  expect(parseTokenMetadata(new Uint8Array([4, ...new Uint8Array(64), 255, 255, 0, 0]))).toBeUndefined()
})
