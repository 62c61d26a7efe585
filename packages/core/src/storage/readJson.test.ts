import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage.ts'
import { readJson } from './readJson.ts'
import { writeJson } from './writeJson.ts'

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

describe('readJson (docs/architecture.md "Storage": corrupt values fall back to a default)', () => {
  it('a stored JSON value round-trips', () => {
    const storage = createMemoryStorage()
    expect(writeJson(storage, 'k', { a: [1, 'b'] })).toBe(true)
    expect(readJson(storage, 'k', null)).toEqual({ a: [1, 'b'] })
  })

  it('a missing key returns the default', () => {
    expect(readJson(createMemoryStorage(), 'k', 'fallback')).toBe('fallback')
  })

  it('a corrupt (non-JSON) value returns the default instead of throwing', () => {
    const storage = createMemoryStorage([['k', '{"unterminated']])
    expect(readJson(storage, 'k', ['default'])).toEqual(['default'])
  })

  it('a value of the wrong shape returns the default when a guard is given', () => {
    const storage = createMemoryStorage([['k', '[1,2]']])
    expect(readJson(storage, 'k', [], isStringArray)).toEqual([])
    storage.setItem('k', '["a"]')
    expect(readJson(storage, 'k', [], isStringArray)).toEqual(['a'])
  })
})
