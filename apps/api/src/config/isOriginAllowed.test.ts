import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.ts'

describe('isOriginAllowed: project origin patterns', () => {
  it.each([
    ['https://app.example', ['https://app.example'], true],
    ['https://APP.example', ['https://app.example'], true],
    ['https://app.example:8443', ['https://app.example'], false],
    ['http://app.example', ['https://app.example'], false],
    ['https://anything.test', ['*'], true],
    ['http://127.0.0.1:5173', ['http://127.0.0.1:*'], true],
    ['http://127.0.0.1', ['http://127.0.0.1:*'], false],
    ['http://127.0.0.10:5173', ['http://127.0.0.1:*'], false],
    ['https://a.b.wallets.example', ['https://*.wallets.example'], true],
    ['https://wallets.example', ['https://*.wallets.example'], false],
    ['https://evilwallets.example', ['https://*.wallets.example'], false],
    ['https://x.wallets.example.evil', ['https://*.wallets.example'], false],
    ['null', ['https://app.example'], false],
  ] as const)('%s against %j -> %s', (origin, patterns, allowed) => {
    expect(isOriginAllowed(origin, patterns)).toBe(allowed)
  })
})
