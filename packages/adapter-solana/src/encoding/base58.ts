const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const INDEX = new Map([...ALPHABET].map((character, index) => [character, index]))

/**
 * Bytes as base58 (Bitcoin's alphabet, what Solana uses for keys, signatures and WalletConnect's message field).
 * Leading zero bytes become leading '1's.
 *
 * @example encodeBase58(new Uint8Array([0, 1])) // '12'
 */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  // Base-58 digits, least significant first, built by repeated multiply-and-add over the bytes.
  const digits: number[] = []
  for (let index = zeros; index < bytes.length; index++) {
    let carry = bytes[index] ?? 0
    for (let digit = 0; digit < digits.length; digit++) {
      carry += (digits[digit] ?? 0) << 8
      digits[digit] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => ALPHABET[digit])
      .join('')
  )
}

/**
 * A base58 string as bytes; throws a TypeError on a character outside the alphabet.
 *
 * @example decodeBase58('12') // Uint8Array [0, 1]
 */
export function decodeBase58(text: string): Uint8Array {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  // Bytes, least significant first.
  const bytes: number[] = []
  for (let index = zeros; index < text.length; index++) {
    const value = INDEX.get(text[index] ?? '')
    if (value === undefined) throw new TypeError(`Not a base58 string: ${JSON.stringify(text)}`)
    let carry = value
    for (let byte = 0; byte < bytes.length; byte++) {
      carry += (bytes[byte] ?? 0) * 58
      bytes[byte] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  return new Uint8Array([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}
