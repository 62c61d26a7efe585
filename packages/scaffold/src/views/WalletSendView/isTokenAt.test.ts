import { expect, it } from 'vitest'
import { isTokenAt } from './isTokenAt.ts'

const usdc = { address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3' }

it('matches a CAIP-10 or plain address in any case, and never the native token', () => {
  expect(isTokenAt(usdc, '0x5fbdb2315678afecb367f032d93f642f64180aa3')).toBe(true)
  expect(isTokenAt(usdc, 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3')).toBe(true)
  expect(isTokenAt(usdc, '0x0000000000000000000000000000000000000001')).toBe(false)
  expect(isTokenAt({}, '0x5FbDB2315678afecb367f032d93F642f64180aa3')).toBe(false)
})
