const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/

/** Whether `value` looks like a signature: 0x plus 62 or more hex characters (spec §5). */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && SIGNED_MESSAGE.test(value)
}
