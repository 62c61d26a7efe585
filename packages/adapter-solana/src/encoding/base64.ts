/**
 * Bytes as base64 (WalletConnect's Solana transaction field), with `btoa`, which browsers and Node both have.
 *
 * @example encodeBase64(new Uint8Array([1, 2, 3])) // 'AQID'
 */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = ''
  // In slices: String.fromCharCode with a whole transaction's bytes as arguments could exceed the call stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  }
  return btoa(binary)
}

/**
 * A base64 string as bytes; throws on text that is not base64.
 *
 * @example decodeBase64('AQID') // Uint8Array [1, 2, 3]
 */
export function decodeBase64(text: string): Uint8Array {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
