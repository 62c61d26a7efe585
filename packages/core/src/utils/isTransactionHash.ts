const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/

/** Whether `value` is a transaction hash: 0x plus exactly 64 hex characters (spec §5). */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && TRANSACTION_HASH.test(value)
}
