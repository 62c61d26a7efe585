import { describe, expect, it } from 'vitest'
import { createBrowserStorage, type WebStorageLike } from './createBrowserStorage.ts'

/** A fake Web Storage at the edge: a Map with switchable failures. */
function createFakeWebStorage() {
  const entries = new Map<string, string>()
  const failures = { get: false, set: false, remove: false }
  const storage: WebStorageLike = {
    getItem(key) {
      if (failures.get) throw new DOMException('blocked', 'SecurityError')
      return entries.get(key) ?? null
    },
    setItem(key, value) {
      if (failures.set) throw new DOMException('full', 'QuotaExceededError')
      entries.set(key, value)
    },
    removeItem(key) {
      if (failures.remove) throw new DOMException('blocked', 'SecurityError')
      entries.delete(key)
    },
  }
  return { storage, entries, failures }
}

describe('createBrowserStorage (docs/architecture.md "Storage": survives missing, full or corrupt localStorage)', () => {
  it('writes through to localStorage when it works', () => {
    const fake = createFakeWebStorage()
    const storage = createBrowserStorage({ getStorage: () => fake.storage })
    storage.setItem('@appkit/x', '1')
    expect(fake.entries.get('@appkit/x')).toBe('1')
    expect(storage.getItem('@appkit/x')).toBe('1')
    storage.removeItem('@appkit/x')
    expect(fake.entries.has('@appkit/x')).toBe(false)
  })

  it('a missing localStorage (SSR) falls back to memory', () => {
    const storage = createBrowserStorage({ getStorage: () => undefined })
    expect(storage.getItem('k')).toBe(null)
    storage.setItem('k', 'v')
    expect(storage.getItem('k')).toBe('v')
    storage.removeItem('k')
    expect(storage.getItem('k')).toBe(null)
  })

  it('a localStorage getter that throws (sandboxed iframe) falls back to memory', () => {
    const storage = createBrowserStorage({
      getStorage: () => {
        throw new DOMException('The document is sandboxed', 'SecurityError')
      },
    })
    storage.setItem('k', 'v')
    expect(storage.getItem('k')).toBe('v')
  })

  it('a full localStorage (QuotaExceededError on setItem) keeps the value in memory', () => {
    const fake = createFakeWebStorage()
    const storage = createBrowserStorage({ getStorage: () => fake.storage })
    fake.failures.set = true
    expect(() => storage.setItem('k', 'v')).not.toThrow()
    expect(fake.entries.has('k')).toBe(false)
    expect(storage.getItem('k')).toBe('v')
    // Once space frees up, the next write goes back to localStorage.
    fake.failures.set = false
    storage.setItem('k', 'w')
    expect(fake.entries.get('k')).toBe('w')
    expect(storage.getItem('k')).toBe('w')
  })

  it('a read that throws returns null instead of crashing', () => {
    const fake = createFakeWebStorage()
    fake.entries.set('k', 'v')
    const storage = createBrowserStorage({ getStorage: () => fake.storage })
    fake.failures.get = true
    expect(storage.getItem('k')).toBe(null)
  })

  it('a removal localStorage refuses still hides the value for this session', () => {
    const fake = createFakeWebStorage()
    fake.entries.set('k', 'v')
    const storage = createBrowserStorage({ getStorage: () => fake.storage })
    fake.failures.remove = true
    expect(() => storage.removeItem('k')).not.toThrow()
    expect(storage.getItem('k')).toBe(null)
  })

  it('by default it reads globalThis.localStorage, which Node does not have', () => {
    const storage = createBrowserStorage()
    storage.setItem('k', 'v')
    expect(storage.getItem('k')).toBe('v')
  })
})
