import { ApiHttpError } from '../http/ApiHttpError.ts'

/** The position after which the next page starts, in page order (newest first). */
export interface HistoryPosition {
  blockTime: string
  chainId: string
  blockNumber: string
  txIndex: number
}

/** An opaque `next` value: base64url JSON of the last item's position. */
export function encodeHistoryCursor(position: HistoryPosition): string {
  const { blockTime, chainId, blockNumber, txIndex } = position
  return Buffer.from(JSON.stringify([blockTime, chainId, blockNumber, txIndex])).toString('base64url')
}

/** PostgreSQL `bigint` and `integer` maxima: a cursor past them would make the page query fail (a 500). */
const MAX_BIGINT = 2n ** 63n - 1n
const MAX_INTEGER = 2 ** 31 - 1
/** Exactly what `Date.prototype.toISOString` writes for the years 1970-9999, the only times this server issues. */
const ISO_TIME = /^(19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

function isIssuedTime(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_TIME.test(value)) return false
  const time = Date.parse(value)
  // The round trip refuses impossible dates (2026-02-30) that the pattern lets through.
  return !Number.isNaN(time) && new Date(time).toISOString() === value
}

function isBlockNumber(value: unknown): value is string {
  return typeof value === 'string' && /^(0|[1-9]\d{0,18})$/.test(value) && BigInt(value) <= MAX_BIGINT
}

/**
 * Reads a `cursor` parameter back; anything this server did not make, or that the database could not take (a block
 * past `bigint`, a time outside what the server writes, a position past `integer`), is a 400.
 */
export function decodeHistoryCursor(cursor: string): HistoryPosition {
  const invalid = () =>
    new ApiHttpError(400, 'cursor', 'Invalid parameter: cursor is not a cursor this server made')
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) throw invalid()
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw invalid()
  }
  if (!Array.isArray(value) || value.length !== 4) throw invalid()
  const [blockTime, chainId, blockNumber, txIndex] = value as unknown[]
  if (
    !isIssuedTime(blockTime) ||
    typeof chainId !== 'string' ||
    !/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(chainId) ||
    !isBlockNumber(blockNumber) ||
    !Number.isSafeInteger(txIndex) ||
    (txIndex as number) < 0 ||
    (txIndex as number) > MAX_INTEGER
  )
    throw invalid()
  return { blockTime, chainId, blockNumber, txIndex: txIndex as number }
}
