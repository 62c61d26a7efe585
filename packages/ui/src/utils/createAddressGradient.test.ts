import { expect, it } from 'vitest'
import { createAddressGradient } from './createAddressGradient.ts'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

it('gives the same gradient for the same address, whatever its case', () => {
  expect(createAddressGradient(address)).toEqual(createAddressGradient(address.toLowerCase()))
})

it('gives different addresses different gradients', () => {
  const other = createAddressGradient('0x71C7656EC7ab88b098defB751B7401B5f6d8976F')
  expect(other.colors).not.toEqual(createAddressGradient(address).colors)
})

it('returns three hsl colours and a centre inside the avatar', () => {
  const { colors, center } = createAddressGradient('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')
  expect(colors).toHaveLength(3)
  for (const color of colors) expect(color).toMatch(/^hsl\(\d+ \d+% \d+%\)$/)
  expect(center.x).toBeGreaterThanOrEqual(20)
  expect(center.x).toBeLessThanOrEqual(80)
  expect(center.y).toBeGreaterThanOrEqual(20)
  expect(center.y).toBeLessThanOrEqual(80)
})
