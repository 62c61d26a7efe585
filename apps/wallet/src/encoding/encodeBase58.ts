/** Bitcoin's base58 alphabet, which Solana uses for addresses, signatures and WalletConnect's message param. */
export const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * `bytes` in base58 (each leading zero byte is a leading `1`). Written here because the wallet may only use the
 * packages it already depends on, and none of them exports a base58 codec for arbitrary lengths.
 *
 * @example encodeBase58(new Uint8Array([0, 0, 1])) // '112'
 */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  // Base-58 digits, least significant first, built by multiplying in one byte at a time.
  const digits: number[] = []
  for (let index = zeros; index < bytes.length; index++) {
    let carry = bytes[index] as number
    for (let digit = 0; digit < digits.length; digit++) {
      carry += (digits[digit] as number) << 8
      digits[digit] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  let text = '1'.repeat(zeros)
  for (let digit = digits.length - 1; digit >= 0; digit--) text += base58Alphabet[digits[digit] as number]
  return text
}
