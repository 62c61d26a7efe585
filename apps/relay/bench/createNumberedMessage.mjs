// Opaque filler in the base64 alphabet, as WalletConnect's encrypted envelopes look to the relay.
const filler = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789+/'.repeat(4_000)

/**
 * A message of about `bytes` bytes that carries its number (`q:12:3`: pair 12's request 3) before a `|`, so
 * the receiver can account for it; readMessageNumber reads it back.
 *
 * @example createNumberedMessage('q:12:3', 40) // 'q:12:3|AbCdEfGh...' (40 characters)
 */
export function createNumberedMessage(number, bytes) {
  const padding = Math.max(1, bytes - number.length - 1)
  if (padding > filler.length) throw new RangeError(`messages are at most ${filler.length} bytes here`)
  return `${number}|${filler.slice(0, padding)}`
}

/** The number createNumberedMessage put in `message`, or undefined. */
export function readMessageNumber(message) {
  const end = message.indexOf('|')
  return end > 0 ? message.slice(0, end) : undefined
}
