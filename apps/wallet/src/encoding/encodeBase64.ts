/**
 * `bytes` in standard base64 (with padding), as Solana's RPC and WalletConnect carry serialized transactions.
 *
 * @example encodeBase64(new TextEncoder().encode('hi')) // 'aGk='
 */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = ''
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  }
  return btoa(binary)
}
