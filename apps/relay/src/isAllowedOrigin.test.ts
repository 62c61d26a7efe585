import { expect, it } from 'vitest'
import { isAllowedOrigin } from './isAllowedOrigin.ts'

it.each([
  [undefined, [], true],
  ['http://127.0.0.1:5173', [], true],
  ['http://localhost:5174', [], true],
  ['https://app.localhost', [], true],
  ['http://[::1]:3000', [], true],
  ['https://evil.example', [], false],
  ['http://127.0.0.1.evil.example', [], false],
  ['null', [], false],
  ['chrome-extension://abc', [], false],
  ['https://app.example', ['https://app.example'], true],
  ['https://app.example:8443', ['https://app.example'], false],
  ['https://evil.example', ['*'], true],
])('%s with %j: %s', (origin, allowed, expected) => {
  expect(isAllowedOrigin(origin, allowed)).toBe(expected)
})
