import { describe, expect, it } from 'vitest'
import { ApiError } from './ApiError.ts'

const make = (body: unknown, status = 400) =>
  new ApiError({ status, body, url: 'https://api.test/x', method: 'POST' })

describe('ApiError (API-SHAPES §1 error bodies)', () => {
  it("reads the first {field, description} reason of a FAILED body; the message is 'HTTP status code: N'", () => {
    const error = make({
      status: 'FAILED',
      reasons: [{ field: 'chainId', description: 'We do not support it' }],
    })
    expect(error.reason).toEqual({ field: 'chainId', description: 'We do not support it' })
    expect(error.shortMessage).toBe('HTTP status code: 400')
    expect(error.message).toContain('POST https://api.test/x')
    expect(error.message).toContain('Details: We do not support it')
  })

  it("accepts the older client's `name` key for the reason field (API-SHAPES §6.6)", () => {
    expect(make({ reasons: [{ name: 'name', description: 'taken' }] }).reason).toEqual({
      field: 'name',
      description: 'taken',
    })
    expect(make({ reasons: [{ description: 'no field' }] }).reason).toEqual({
      field: '',
      description: 'no field',
    })
  })

  it('has no reason for other bodies: the {code, message} shape, text, empty or odd reasons', () => {
    expect(make({ code: 1, message: 'provider' }).reason).toBeUndefined()
    expect(make('Internal server error', 500).reason).toBeUndefined()
    expect(make('Internal server error', 500).details).toBe('Internal server error')
    expect(make(undefined, 500).reason).toBeUndefined()
    expect(make({ reasons: [] }).reason).toBeUndefined()
    expect(make({ reasons: ['x'] }).reason).toBeUndefined()
    expect(make({ reasons: [{ field: 'a' }] }).reason).toBeUndefined()
  })
})
