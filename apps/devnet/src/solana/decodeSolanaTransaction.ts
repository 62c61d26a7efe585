import {
  type Address,
  type CompiledTransactionMessageWithLifetime,
  getAddressDecoder,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type LegacyCompiledTransactionMessage,
  type ReadonlyUint8Array,
  type Transaction,
  type V0CompiledTransactionMessage,
} from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { SolanaRpcError } from './SolanaRpcError.ts'

export interface DecodedSolanaTransaction {
  transaction: Transaction
  message: (LegacyCompiledTransactionMessage | V0CompiledTransactionMessage) &
    CompiledTransactionMessageWithLifetime
  /** The first signature in base58: the transaction's id. */
  signature: string
  /** Every signature in base58 (an absent one as the all-zero signature, as the RPC writes it). */
  signatures: string[]
  /** Static keys, then the writable and the read-only keys loaded from lookup tables: what indexes refer to. */
  accountKeys: Address[]
  loadedAddresses: { writable: Address[]; readonly: Address[] }
}

const base58 = getBase58Decoder()
const addressDecoder = getAddressDecoder()
const zeroSignature = base58.decode(new Uint8Array(64))
// An address lookup table's data: a 56-byte header, then the addresses.
const lookupTableHeaderSize = 56

function lookupTableAddresses(svm: LiteSVM, table: Address): Address[] {
  const account = svm.getAccount(table)
  if (!account.exists) return []
  const addresses: Address[] = []
  for (let offset = lookupTableHeaderSize; offset + 32 <= account.data.length; offset += 32)
    addresses.push(addressDecoder.decode(account.data.subarray(offset, offset + 32)))
  return addresses
}

function sameBytes(a: ReadonlyUint8Array, b: ReadonlyUint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

/** Decodes a wire transaction (legacy or v0), resolving lookup-table keys against the current state. */
export function decodeSolanaTransaction(svm: LiteSVM, bytes: Uint8Array): DecodedSolanaTransaction {
  let transaction: Transaction
  let decodedMessage: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>
  try {
    transaction = getTransactionDecoder().decode(bytes)
    decodedMessage = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  } catch (error) {
    throw new SolanaRpcError(
      -32602,
      `failed to deserialize solana_transaction::versioned::VersionedTransaction: ${(error as Error).message}`,
    )
  }
  if (decodedMessage.version === 1)
    throw new SolanaRpcError(-32602, 'invalid transaction: transaction version 1 is not supported')
  // LiteSVM aborts the whole process on bytes its decoder rejects (a non-canonical length, trailing bytes), which
  // kit's decoder lets through: only bytes that re-encode to themselves go further.
  const canonical =
    sameBytes(getTransactionEncoder().encode(transaction), bytes) &&
    sameBytes(getCompiledTransactionMessageEncoder().encode(decodedMessage), transaction.messageBytes)
  if (!canonical) throw new SolanaRpcError(-32602, 'invalid transaction: not canonically encoded')
  const message = decodedMessage
  const signatures = Object.values(transaction.signatures).map((bytes) =>
    bytes ? base58.decode(bytes) : zeroSignature,
  )
  const signature = signatures[0]
  if (signature === undefined || message.staticAccounts.length === 0)
    throw new SolanaRpcError(-32602, 'invalid transaction: Transaction has no signatures')
  const loadedAddresses = { writable: [] as Address[], readonly: [] as Address[] }
  if ('addressTableLookups' in message) {
    for (const lookup of message.addressTableLookups ?? []) {
      const addresses = lookupTableAddresses(svm, lookup.lookupTableAddress)
      for (const index of lookup.writableIndexes) {
        const address = addresses[index]
        if (address) loadedAddresses.writable.push(address)
      }
      for (const index of lookup.readonlyIndexes) {
        const address = addresses[index]
        if (address) loadedAddresses.readonly.push(address)
      }
    }
  }
  return {
    transaction,
    message,
    signature,
    signatures,
    accountKeys: [...message.staticAccounts, ...loadedAddresses.writable, ...loadedAddresses.readonly],
    loadedAddresses,
  }
}
