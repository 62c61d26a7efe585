import { VersionedTransaction } from '@solana/web3.js'
import { decodeBase64 } from '../encoding/decodeBase64.ts'
import { InvalidRequestParamsError } from '../errors/InvalidRequestParamsError.ts'
import type { DecodedSolanaInstruction, DecodedSolanaTransaction } from './DecodedSolanaRequest.ts'
import { decodeSolanaInstruction } from './decodeSolanaInstruction.ts'

/**
 * Reads a base64 serialized transaction (legacy or v0, as WalletConnect's Solana methods carry it): the fee payer,
 * the required signers, and each instruction decoded. Throws `InvalidRequestParamsError` (-32602) for anything
 * that is not exactly one well-formed transaction.
 *
 * @example decodeSolanaTransaction(params.transaction, 'solana_signTransaction').instructions
 */
export function decodeSolanaTransaction(
  base64: unknown,
  method: string,
  name = '"transaction"',
): DecodedSolanaTransaction {
  const fail = (reason: string) => new InvalidRequestParamsError(method, `${name} ${reason}`)
  if (typeof base64 !== 'string' || base64 === '') throw fail('is missing')
  let wire: Uint8Array
  try {
    wire = decodeBase64(base64)
  } catch {
    throw fail('is not base64')
  }
  let transaction: VersionedTransaction
  try {
    transaction = VersionedTransaction.deserialize(wire)
  } catch {
    throw fail('is not a serialized Solana transaction')
  }
  // web3.js reads the proposed v1 format too; the wallet decodes and signs the two versions the network runs.
  if (transaction.version !== 'legacy' && transaction.version !== 0) {
    throw fail(`is a version ${transaction.version} transaction (only legacy and v0 are supported)`)
  }
  const { message } = transaction
  const keys = message.staticAccountKeys.map((key) => key.toBase58())
  const signerCount = message.header.numRequiredSignatures
  // Trailing bytes, a signature count that is not the message's, or indexes past its accounts: not a transaction
  // the wallet can show truthfully.
  if (
    signerCount < 1 ||
    signerCount > keys.length ||
    transaction.signatures.length !== signerCount ||
    !sameBytes(transaction.serialize(), wire)
  ) {
    throw fail('is not a serialized Solana transaction')
  }
  const lookupCount = message.addressTableLookups.reduce(
    (count, lookup) => count + lookup.writableIndexes.length + lookup.readonlyIndexes.length,
    0,
  )
  const accountAt = (index: number): string | null => {
    if (index < keys.length) return keys[index] as string
    if (index < keys.length + lookupCount) return null
    throw fail('names an account it does not list')
  }
  const instructions = message.compiledInstructions.map((compiled) => {
    const programId = accountAt(compiled.programIdIndex)
    // Solana loads programs from the static keys only.
    if (programId === null) throw fail('invokes a program from an address lookup table')
    return decodeSolanaInstruction({
      programId,
      accounts: compiled.accountKeyIndexes.map(accountAt),
      data: Uint8Array.from(compiled.data),
    })
  })
  return {
    wire,
    version: transaction.version,
    feePayer: keys[0] as string,
    signers: keys.slice(0, signerCount),
    recentBlockhash: message.recentBlockhash,
    instructions: withReceivers(instructions),
    lookupTables: message.addressTableLookups.map((lookup) => lookup.accountKey.toBase58()),
  }
}

/** An SPL transfer's receiver is known when the same transaction creates the destination's token account. */
function withReceivers(instructions: DecodedSolanaInstruction[]): DecodedSolanaInstruction[] {
  const owners = new Map<string, string>()
  for (const instruction of instructions) {
    if (instruction.kind === 'createTokenAccount') owners.set(instruction.account, instruction.owner)
  }
  return instructions.map((instruction) =>
    instruction.kind === 'splTransfer' && owners.has(instruction.destination)
      ? { ...instruction, receiver: owners.get(instruction.destination) }
      : instruction,
  )
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}
