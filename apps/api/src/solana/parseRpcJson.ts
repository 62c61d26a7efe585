/** Integers past 2^53 lose digits as JS numbers: the RPC writes u64 values (lamports, rent epochs) bare. */
const UNSAFE_INTEGER = /^-?\d{16,}$/

/**
 * `JSON.parse` for Solana RPC answers that keeps every integer exact: an integer literal of 16 digits or more
 * (possibly past `Number.MAX_SAFE_INTEGER`) is read as its decimal string instead. Readers of amounts take both
 * (`readU64`).
 */
export function parseRpcJson(text: string): unknown {
  let out = ''
  let start = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string
    if (inString) {
      if (char === '\\') index += 1
      else if (char === '"') inString = false
      continue
    }
    if (char === '"') {
      inString = true
      continue
    }
    if (char !== '-' && (char < '0' || char > '9')) continue
    let end = index + 1
    while (end < text.length && /[-+.eE0-9]/.test(text[end] as string)) end += 1
    const literal = text.slice(index, end)
    if (UNSAFE_INTEGER.test(literal)) {
      out += `${text.slice(start, index)}"${literal}"`
      start = end
    }
    index = end - 1
  }
  return JSON.parse(start === 0 ? text : out + text.slice(start))
}

/** A u64 the RPC sent (a JSON number, or the decimal string `parseRpcJson` made of a large one); else undefined. */
export function readU64(value: unknown): bigint | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^\d{1,20}$/.test(value)) {
    const number = BigInt(value)
    return number < 2n ** 64n ? number : undefined
  }
  return undefined
}
