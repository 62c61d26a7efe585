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

  it('A5: reads back the largest values the database takes', () => {
    const largest = { ...position, blockNumber: '9223372036854775807', txIndex: 2 ** 31 - 1 }
    expect(decodeHistoryCursor(encodeHistoryCursor(largest))).toEqual(largest)
  })

  it.each([
    ['A5: a 30-digit block', encode([position.blockTime, 'eip155:1', '9'.repeat(30), 0])],
    ['A5: a block past bigint', encode([position.blockTime, 'eip155:1', '9223372036854775808', 0])],
    ['A5: a block with leading zeros', encode([position.blockTime, 'eip155:1', '007', 0])],
    ['A5: a Date.parse-only time', encode(['Thu, 01 Jan 2026 00:00:00 GMT', 'eip155:1', '1', 0])],
    ['A5: a time past PostgreSQL', encode(['+275760-09-13T00:00:00.000Z', 'eip155:1', '1', 0])],
    ['A5: an impossible date', encode(['2026-02-30T00:00:00.000Z', 'eip155:1', '1', 0])],
    ['A5: a position past integer', encode([position.blockTime, 'eip155:1', '1', 2 ** 31])],
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
