import { PublicKey } from '@solana/web3.js'

/**
 * Whether `signature` is `address`'s ed25519 signature of `message`, checked with WebCrypto (independently of
 * web3.js and of the wallet's signing code).
 */
export async function verifyEd25519(
  address: string,
  signature: Uint8Array,
  message: Uint8Array,
): Promise<boolean> {
  const key = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(new PublicKey(address).toBytes()),
    'Ed25519',
    false,
    ['verify'],
  )
  return crypto.subtle.verify('Ed25519', key, new Uint8Array(signature), new Uint8Array(message))
}
