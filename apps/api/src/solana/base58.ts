const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const INDEX = new Map([...ALPHABET].map((char, index) => [char, BigInt(index)]))

/**
 * The bytes of a base58 string (Bitcoin alphabet, as Solana writes keys and signatures); undefined when it holds
 * another character. Leading '1's are leading zero bytes.
 *
 * @example decodeBase58('11111111111111111111111111111111')?.length // 32
 */
export function decodeBase58(value: string): Uint8Array | undefined {
  let number = 0n
  for (const char of value) {
    const digit = INDEX.get(char)
    if (digit === undefined) return undefined
    number = number * 58n + digit
  }
  const bytes: number[] = []
  while (number > 0n) {
    bytes.push(Number(number & 0xffn))
    number >>= 8n
  }
  let zeros = 0
  while (value[zeros] === '1') zeros += 1
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}

/** The base58 text of `bytes` (the inverse of `decodeBase58`). */
export function encodeBase58(bytes: Uint8Array): string {
  let number = 0n
  for (const byte of bytes) number = (number << 8n) | BigInt(byte)
  let text = ''
  while (number > 0n) {
    text = ALPHABET[Number(number % 58n)] + text
    number /= 58n
  }
  let zeros = 0
  while (bytes[zeros] === 0) zeros += 1
  return '1'.repeat(zeros) + text
}
