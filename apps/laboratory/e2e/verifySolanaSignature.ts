import { webcrypto } from 'node:crypto'

/** Base58 (Bitcoin alphabet) to bytes: a Solana address is its ed25519 public key. */
function decodeBase58(text: string): Uint8Array {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  let value = 0n
  for (const char of text) value = value * 58n + BigInt(alphabet.indexOf(char))
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

/**
 * Whether `signatureHex` is the ed25519 signature of `message` by the Solana `address` (its public key), checked with
 * Node's WebCrypto.
 */
export async function verifySolanaSignature(
  address: string,
  message: string,
  signatureHex: string,
): Promise<boolean> {
  const key = await webcrypto.subtle.importKey('raw', decodeBase58(address), { name: 'Ed25519' }, false, [
    'verify',
  ])
  return webcrypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    Buffer.from(signatureHex, 'hex'),
    new TextEncoder().encode(message),
  )
}
