import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage.ts'

describe('createMemoryStorage (docs/architecture.md "Storage": SSR and tests get a storage without localStorage)', () => {
  it('stores, reads and removes string values', () => {
    const storage = createMemoryStorage()
    expect(storage.getItem('a')).toBe(null)
    storage.setItem('a', '1')
    expect(storage.getItem('a')).toBe('1')
    storage.removeItem('a')
    expect(storage.getItem('a')).toBe(null)
  })

  it('starts from initial entries, and instances never share state', () => {
    const seeded = createMemoryStorage([['k', 'v']])
    expect(seeded.getItem('k')).toBe('v')
    expect(createMemoryStorage().getItem('k')).toBe(null)
  })
})
