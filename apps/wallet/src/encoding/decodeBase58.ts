import { base58Alphabet } from './encodeBase58.ts'

/**
 * The bytes of a base58 string. Throws a `SyntaxError` naming the first character outside the alphabet.
 *
 * @example decodeBase58('112') // Uint8Array [0, 0, 1]
 */
export function decodeBase58(text: string): Uint8Array<ArrayBuffer> {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  // Bytes, least significant first, built by multiplying in one base-58 digit at a time.
  const bytes: number[] = []
  for (let index = zeros; index < text.length; index++) {
    let carry = base58Alphabet.indexOf(text[index] as string)
    if (carry < 0) throw new SyntaxError(`"${text[index]}" at position ${index} is not a base58 character`)
    for (let byte = 0; byte < bytes.length; byte++) {
      carry += (bytes[byte] as number) * 58
      bytes[byte] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  const result = new Uint8Array(zeros + bytes.length)
  for (let index = 0; index < bytes.length; index++) {
    result[result.length - 1 - index] = bytes[index] as number
  }
  return result
}
