import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage.ts'
import { writeJson } from './writeJson.ts'

describe('writeJson (the core stores JSON values)', () => {
  it('a value is stored as JSON text', () => {
    const storage = createMemoryStorage()
    expect(writeJson(storage, 'k', { a: [1, 'b'] })).toBe(true)
    expect(storage.getItem('k')).toBe('{"a":[1,"b"]}')
  })

  it('a value JSON cannot represent is not written', () => {
    const storage = createMemoryStorage([['k', '"old"']])
    expect(writeJson(storage, 'k', 1n)).toBe(false)
    expect(writeJson(storage, 'k', undefined)).toBe(false)
    expect(storage.getItem('k')).toBe('"old"')
  })
})
