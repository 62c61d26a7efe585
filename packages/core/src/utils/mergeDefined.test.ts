import { describe, expect, it } from 'vitest'
import { mergeDefined } from './mergeDefined.ts'

describe('mergeDefined (options merged over their defaults)', () => {
  it('an override replaces its default; undefined keeps the default', () => {
    expect(mergeDefined({ a: 1, b: 2, c: 3 }, { a: undefined, b: 20 })).toEqual({ a: 1, b: 20, c: 3 })
  })

  it('false, 0 and empty values are overrides, not gaps', () => {
    expect(mergeDefined({ a: true, b: 1, c: 'x' }, { a: false, b: 0, c: '' })).toEqual({
      a: false,
      b: 0,
      c: '',
    })
  })

  it('returns a copy and never mutates the defaults', () => {
    const defaults = { a: 1 }
    const merged = mergeDefined(defaults, undefined)
    merged.a = 2
    expect(defaults).toEqual({ a: 1 })
  })
})
