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

/** Reads a `cursor` parameter back; anything this server did not make is a 400. */
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
    typeof blockTime !== 'string' ||
    Number.isNaN(Date.parse(blockTime)) ||
    typeof chainId !== 'string' ||
    !/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(chainId) ||
    typeof blockNumber !== 'string' ||
    !/^\d{1,30}$/.test(blockNumber) ||
    !Number.isSafeInteger(txIndex) ||
    (txIndex as number) < 0
  )
    throw invalid()
  return { blockTime, chainId, blockNumber, txIndex: txIndex as number }
}
