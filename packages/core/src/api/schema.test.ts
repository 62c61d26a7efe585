import { describe, expect, it } from 'vitest'
import { InvalidApiResponseError } from './InvalidApiResponseError.ts'
import { parseResponse, schema as s } from './schema.ts'

const failure = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error as InvalidApiResponseError
  }
  throw new Error('expected a failure')
}

describe('response validation (a malformed answer is a typed error, never a crash)', () => {
  it('a strict array fails on its first malformed item, naming the path', () => {
    const error = failure(() => parseResponse(s.array(s.number()), [1, 'two'], 'https://api.test/x'))
    expect(error).toBeInstanceOf(InvalidApiResponseError)
    expect(error).toMatchObject({ path: '$[1]', expected: 'number', url: 'https://api.test/x' })
  })

  it('a lenient array drops malformed items', () => {
    expect(parseResponse(s.array(s.number(), { skipInvalid: true }), [1, 'two', 3])).toEqual([1, 3])
  })

  it('numbers must be finite and numerics accept numbers or numeric strings only', () => {
    expect(failure(() => parseResponse(s.number(), Number.NaN)).expected).toBe('number')
    expect(parseResponse(s.numeric(), 18)).toBe('18')
    expect(parseResponse(s.numeric(), '0.5')).toBe('0.5')
    expect(failure(() => parseResponse(s.numeric(), '')).expected).toBe('numeric string')
    expect(failure(() => parseResponse(s.numeric(), 'abc')).expected).toBe('numeric string')
  })

  it('objects ignore unknown keys and leave out absent optional ones; arrays are not objects', () => {
    const parse = s.object({ a: s.string(), b: s.optional(s.boolean()), c: s.nullable(s.string()) })
    expect(parseResponse(parse, { a: 'x', extra: 1 })).toEqual({ a: 'x', c: null })
    expect(failure(() => parseResponse(parse, [])).expected).toBe('object')
    expect(failure(() => parseResponse(parse, { a: 1 })).path).toBe('$.a')
  })

  it('records keep valid entries only and reject non-objects', () => {
    expect(parseResponse(s.record(s.string()), { a: 'x', b: 2 })).toEqual({ a: 'x' })
    expect(failure(() => parseResponse(s.record(s.string()), 'x')).expected).toBe('object')
  })

  it('oneOf takes the first accepting alternative and reports the last failure', () => {
    const parse = s.oneOf(s.string(), s.number())
    expect(parseResponse(parse, 1)).toBe(1)
    expect(failure(() => parseResponse(parse, true)).expected).toBe('number')
  })

  it('errors that are not validation errors pass through unchanged', () => {
    const bug = new TypeError('bug')
    expect(
      failure(() =>
        parseResponse(() => {
          throw bug
        }, 1),
      ),
    ).toBe(bug)
  })
})
