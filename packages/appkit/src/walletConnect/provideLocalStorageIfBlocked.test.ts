import { expect, it } from 'vitest'
import { provideLocalStorageIfBlocked } from './provideLocalStorageIfBlocked.ts'

function blockedWindow(): object {
  const prototype = {}
  Object.defineProperty(prototype, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The document is sandboxed', 'SecurityError')
    },
  })
  return Object.create(prototype)
}

it('gives a page whose localStorage throws an in-memory one that works like localStorage', () => {
  const target = blockedWindow()
  expect(provideLocalStorageIfBlocked(target)).toBe(true)
  const storage = (target as { localStorage: Storage }).localStorage
  storage.setItem('wc@2:core:0.3//keychain', '{"a":1}')
  storage.setItem('other', '2')
  expect(storage.getItem('wc@2:core:0.3//keychain')).toBe('{"a":1}')
  // The WalletConnect SDK lists keys with Object.keys(localStorage), as on a real one.
  expect(Object.keys(storage)).toEqual(['wc@2:core:0.3//keychain', 'other'])
  expect(storage.length).toBe(2)
  storage.removeItem('other')
  expect(storage.getItem('other')).toBeNull()
  expect(storage.getItem('getItem')).toBeNull()
})

it('leaves a readable localStorage, and a missing one, alone', () => {
  const real = { getItem: () => null }
  const readable = { localStorage: real }
  expect(provideLocalStorageIfBlocked(readable)).toBe(false)
  expect(readable.localStorage).toBe(real)
  const missing = {}
  expect(provideLocalStorageIfBlocked(missing)).toBe(false)
  expect('localStorage' in missing).toBe(false)
})

it("replaces the page's own throwing localStorage (a window's attributes are its own), unless it cannot be redefined", () => {
  const own = {}
  Object.defineProperty(own, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The document is sandboxed', 'SecurityError')
    },
  })
  expect(provideLocalStorageIfBlocked(own)).toBe(true)
  expect((own as { localStorage: Storage }).localStorage.getItem('missing')).toBeNull()
  const locked = {}
  Object.defineProperty(locked, 'localStorage', {
    configurable: false,
    get() {
      throw new DOMException('The document is sandboxed', 'SecurityError')
    },
  })
  expect(provideLocalStorageIfBlocked(locked)).toBe(false)
})
