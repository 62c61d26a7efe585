import { type EncodedAccount, getBase58Decoder, type ReadonlyUint8Array } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { formatTokenAmount } from './formatTokenAmount.ts'
import { readMintDecimals } from './readTokenBalances.ts'
import { invalidParam, SolanaRpcError } from './SolanaRpcError.ts'
import { solanaProgramIds } from './solanaProgramIds.ts'
import { decodeMint, decodeTokenAccount, isMintData, isTokenAccountData } from './splTokenLayout.ts'

export type SolanaAccountEncoding = 'base58' | 'base64' | 'jsonParsed'

export interface SolanaAccountEncodingOptions {
  encoding?: unknown
  dataSlice?: unknown
}

/** The account as the RPC's `getAccountInfo` value (or an `accountNotification`'s). */
export interface RpcAccount {
  data: [string, string] | { program: string; parsed: unknown; space: number }
  executable: boolean
  lamports: bigint
  owner: string
  /** Every account is rent-exempt now, which the RPC shows as the epoch 2^64 - 1. */
  rentEpoch: bigint
  space: number
}

const base58 = getBase58Decoder()
const rentExemptEpoch = 18_446_744_073_709_551_615n

/** Reads the `encoding` option (base64 unless `fallback` says otherwise); zstd is not on offer. */
export function readAccountEncoding(value: unknown, fallback: SolanaAccountEncoding): SolanaAccountEncoding {
  if (value === undefined || value === null) return fallback
  if (value === 'base58' || value === 'base64' || value === 'jsonParsed') return value
  if (value === 'binary') return 'base58'
  throw invalidParam(
    `unsupported encoding: ${String(value)}. Supported encodings: base58, base64, jsonParsed`,
  )
}

function sliceData(data: ReadonlyUint8Array, dataSlice: unknown): ReadonlyUint8Array {
  if (dataSlice === undefined || dataSlice === null) return data
  const { offset, length } = dataSlice as { offset?: unknown; length?: unknown }
  if (
    !Number.isInteger(offset) ||
    !Number.isInteger(length) ||
    (offset as number) < 0 ||
    (length as number) < 0
  )
    throw invalidParam('dataSlice needs non-negative integer offset and length')
  return data.subarray(offset as number, (offset as number) + (length as number))
}

function parseTokenProgramAccount(svm: LiteSVM, account: EncodedAccount) {
  const program = account.programAddress === solanaProgramIds.token ? 'spl-token' : 'spl-token-2022'
  const space = account.data.length
  if (isTokenAccountData(account.programAddress, account.data)) {
    const token = decodeTokenAccount(account.data)
    const decimals = readMintDecimals(svm, token.mint)
    const info = {
      isNative: token.isNative,
      mint: token.mint,
      owner: token.owner,
      state: token.state,
      tokenAmount: formatTokenAmount(token.amount, decimals),
      ...(token.delegate
        ? { delegate: token.delegate, delegatedAmount: formatTokenAmount(token.delegatedAmount, decimals) }
        : {}),
      ...(token.closeAuthority ? { closeAuthority: token.closeAuthority } : {}),
    }
    return { program, parsed: { info, type: 'account' }, space }
  }
  if (isMintData(account.programAddress, account.data)) {
    const mint = decodeMint(account.data)
    const info = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority,
      isInitialized: mint.isInitialized,
      mintAuthority: mint.mintAuthority,
      supply: mint.supply.toString(),
    }
    return { program, parsed: { info, type: 'mint' }, space }
  }
  return undefined
}

/** An account in the requested encoding; `jsonParsed` parses SPL token accounts and mints, else falls back to base64. */
export function encodeSolanaAccount(
  svm: LiteSVM,
  account: EncodedAccount,
  encoding: SolanaAccountEncoding,
  dataSlice?: unknown,
): RpcAccount {
  const common = {
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: rentExemptEpoch,
    space: account.data.length,
  }
  if (encoding === 'jsonParsed') {
    const isTokenProgram =
      account.programAddress === solanaProgramIds.token ||
      account.programAddress === solanaProgramIds.token2022
    const parsed = isTokenProgram ? parseTokenProgramAccount(svm, account) : undefined
    if (parsed) return { ...common, data: parsed }
  }
  const data = sliceData(account.data, dataSlice)
  if (encoding === 'base58') {
    if (data.length > 128)
      throw new SolanaRpcError(
        -32600,
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
      )
    return { ...common, data: [base58.decode(data), 'base58'] }
  }
  return {
    ...common,
    data: [Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64'), 'base64'],
  }
}
