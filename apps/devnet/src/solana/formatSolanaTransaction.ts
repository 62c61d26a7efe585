import { getBase58Decoder } from '@solana/kit'
import type { SolanaTransactionRecord } from './createSolanaLedger.ts'
import { parseSolanaInstruction } from './parseSolanaInstruction.ts'
import { invalidParam, SolanaRpcError } from './SolanaRpcError.ts'

export type SolanaTransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58'

const base58 = getBase58Decoder()

export function readTransactionEncoding(value: unknown): SolanaTransactionEncoding {
  if (value === undefined || value === null) return 'json'
  if (value === 'json' || value === 'jsonParsed' || value === 'base64' || value === 'base58') return value
  if (value === 'binary') return 'base58'
  throw invalidParam(`unsupported encoding: ${String(value)}`)
}

function isWritable(record: SolanaTransactionRecord, index: number): boolean {
  const { header, staticAccounts } = record.decoded.message
  if (index >= staticAccounts.length)
    return index < staticAccounts.length + record.decoded.loadedAddresses.writable.length
  if (index < header.numSignerAccounts)
    return index < header.numSignerAccounts - header.numReadonlySignerAccounts
  return index < staticAccounts.length - header.numReadonlyNonSignerAccounts
}

/** The `transaction` and `meta` of `getTransaction` in the requested encoding, as a validator answers them. */
export function formatSolanaTransaction(
  record: SolanaTransactionRecord,
  encoding: SolanaTransactionEncoding,
  maxSupportedTransactionVersion: unknown,
) {
  const { message, accountKeys, loadedAddresses, signatures } = record.decoded
  if (message.version !== 'legacy' && !(Number(maxSupportedTransactionVersion ?? -1) >= message.version))
    throw new SolanaRpcError(
      -32015,
      `Transaction version (${message.version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${message.version}`,
    )
  const parsed = encoding === 'jsonParsed'
  const instruction = (
    programIdIndex: number,
    accounts: readonly number[],
    data: Uint8Array,
    stackHeight: number | null,
  ) =>
    parsed
      ? parseSolanaInstruction({
          programId: accountKeys[programIdIndex] ?? '',
          accounts: accounts.map((index) => accountKeys[index] ?? ''),
          data,
          stackHeight,
        })
      : { programIdIndex, accounts: [...accounts], data: base58.decode(data), stackHeight }
  const meta = {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    innerInstructions: record.innerInstructions.map((entry) => ({
      index: entry.index,
      instructions: entry.instructions.map((inner) =>
        instruction(inner.programIdIndex, inner.accounts, inner.data, inner.stackHeight),
      ),
    })),
    logMessages: record.logs,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
    rewards: [],
    ...(parsed ? {} : { loadedAddresses }),
    computeUnitsConsumed: record.computeUnitsConsumed,
  }
  let transaction: unknown
  if (encoding === 'base64') transaction = [Buffer.from(record.wire).toString('base64'), 'base64']
  else if (encoding === 'base58') transaction = [base58.decode(record.wire), 'base58']
  else {
    const lookups =
      'addressTableLookups' in message
        ? {
            addressTableLookups: (message.addressTableLookups ?? []).map((lookup) => ({
              accountKey: lookup.lookupTableAddress,
              writableIndexes: lookup.writableIndexes,
              readonlyIndexes: lookup.readonlyIndexes,
            })),
          }
        : {}
    transaction = {
      signatures,
      message: {
        accountKeys: parsed
          ? accountKeys.map((pubkey, index) => ({
              pubkey,
              signer: index < message.header.numSignerAccounts,
              writable: isWritable(record, index),
              source: index < message.staticAccounts.length ? 'transaction' : 'lookupTable',
            }))
          : message.staticAccounts,
        header: {
          numRequiredSignatures: message.header.numSignerAccounts,
          numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
          numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
        },
        recentBlockhash: message.lifetimeToken,
        instructions: message.instructions.map((entry) =>
          instruction(
            entry.programAddressIndex,
            entry.accountIndices ?? [],
            new Uint8Array(entry.data ?? []),
            null,
          ),
        ),
        ...lookups,
      },
    }
  }
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    meta,
    transaction,
    ...(maxSupportedTransactionVersion === undefined || maxSupportedTransactionVersion === null
      ? {}
      : { version: message.version }),
  }
}
