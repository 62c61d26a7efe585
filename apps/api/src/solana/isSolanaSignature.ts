import { decodeBase58 } from './base58.ts'

/** A transaction signature as the RPC writes it: base58 of exactly 64 bytes. */
export function isSolanaSignature(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(value) &&
    decodeBase58(value)?.length === 64
  )
}
