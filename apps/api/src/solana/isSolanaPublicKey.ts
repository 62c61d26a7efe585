import { decodeBase58 } from './base58.ts'

/**
 * A Solana public key as wallets write it: base58 of exactly 32 bytes. Program-derived addresses (token accounts)
 * are public keys too. Base58 has one spelling per byte string, so an accepted key is already canonical.
 *
 * @example isSolanaPublicKey('So11111111111111111111111111111111111111112') // true
 */
export function isSolanaPublicKey(value: string): boolean {
  // 32 bytes take 32 to 44 base58 characters: checked first, so no long input is ever decoded.
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value) && decodeBase58(value)?.length === 32
}
