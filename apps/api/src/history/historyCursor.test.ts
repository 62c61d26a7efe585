import { describe, expect, it } from 'vitest'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor.ts'

const position = {
  blockTime: '2026-01-01T00:00:00.000Z',
  chainId: 'eip155:31337',
  blockNumber: '12',
  txIndex: 3,
}
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('history cursor: opaque, and only this server’s cursors are accepted', () => {
  it('reads back what it wrote', () => {
    expect(decodeHistoryCursor(encodeHistoryCursor(position))).toEqual(position)
  })

  it.each([
    ['not base64url', '%%%'],
    ['not JSON', Buffer.from('nope').toString('base64url')],
    ['an object', encode({ page: 2 })],
    ['a bad time', encode(['yesterday', 'eip155:1', '1', 0])],
    ['a bad chain', encode([position.blockTime, 'eip155', '1', 0])],
    ['a negative index', encode([position.blockTime, 'eip155:1', '1', -1])],
    ['too long', 'a'.repeat(500)],
  ])('refuses %s with a 400 cursor', (_label, cursor) => {
    expect(() => decodeHistoryCursor(cursor)).toThrow(ApiHttpError)
    try {
      decodeHistoryCursor(cursor)
    } catch (error) {
      expect(error).toMatchObject({ status: 400, field: 'cursor' })
    }
  })
})
