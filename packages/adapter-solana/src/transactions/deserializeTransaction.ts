import { Transaction, VersionedTransaction } from '@solana/web3.js'

/** A compact-u16 (Solana's short vector length): its value and how many bytes it took. */
function readCompactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) throw new RangeError('Truncated transaction')
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  throw new RangeError('Malformed compact-u16 in transaction')
}

/**
 * A wire transaction as the web3.js object a wallet adapter expects: a legacy `Transaction` when its message is
 * legacy, else a `VersionedTransaction` (a wallet adapter without versioned support refuses those).
 *
 * @example deserializeTransaction(transaction.serialize({ verifySignatures: false })) // Transaction
 */
export function deserializeTransaction(bytes: Uint8Array): Transaction | VersionedTransaction {
  const signatures = readCompactU16(bytes, 0)
  const messageStart = signatures.size + signatures.value * 64
  const prefix = bytes[messageStart]
  if (prefix === undefined) throw new RangeError('Truncated transaction')
  // A versioned message starts with 0x80 | version; a legacy one with its signer count (below 128).
  return (prefix & 0x80) === 0 ? Transaction.from(bytes) : VersionedTransaction.deserialize(bytes)
}

/** Any web3.js transaction as wire bytes, signed or not (a wallet adds the missing signatures). */
export function serializeTransaction(transaction: Transaction | VersionedTransaction): Uint8Array {
  return transaction instanceof Transaction
    ? new Uint8Array(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
    : transaction.serialize()
}
