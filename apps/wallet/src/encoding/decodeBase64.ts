/**
 * The bytes of a standard base64 string (padding required, no whitespace or URL-safe letters). Throws a
 * `SyntaxError` for anything else, so a mangled transaction is refused instead of half-read.
 *
 * @example decodeBase64('aGk=') // the bytes of 'hi'
 */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) {
    throw new SyntaxError('not base64 (standard alphabet, padded)')
  }
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
