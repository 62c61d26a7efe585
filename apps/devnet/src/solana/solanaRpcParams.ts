import { type Address, getBase58Encoder, isAddress } from '@solana/kit'
import type { SolanaLedger } from './createSolanaLedger.ts'
import { invalidParam, SolanaRpcError } from './SolanaRpcError.ts'

/** What every method handler gets: the request's positional params and the ledger. */
export interface SolanaRpcCall {
  params: unknown[]
  ledger: SolanaLedger
}

export type SolanaRpcHandler = (call: SolanaRpcCall) => unknown

/** The version the server reports; clients read it to pick features, it names no real validator release. */
export const solanaRpcVersion = '3.0.0'

function show(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  return text.length > 60 ? `${text.slice(0, 60)}...` : text
}

export function readAddress(value: unknown): Address {
  if (typeof value !== 'string' || !isAddress(value)) throw invalidParam(`Invalid public key: ${show(value)}`)
  return value
}

export function readSignature(value: unknown): string {
  if (typeof value !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(value))
    throw invalidParam(`Invalid signature: ${show(value)}`)
  return value
}

/** The optional config object at `index` (`{}` when absent); anything else is -32602. */
export function readConfig(params: unknown[], index: number): Record<string, unknown> {
  const value = params[index]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParam(`config must be an object, got ${show(value)}`)
  return value as Record<string, unknown>
}

export function readInteger(value: unknown, name: string, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max)
    throw invalidParam(`${name} must be an integer from 0 to ${max}, got ${show(value)}`)
  return value
}

/** The `{ context, value }` envelope; honours `minContextSlot` like a validator (-32016 when not reached). */
export function withContext(ledger: SolanaLedger, config: Record<string, unknown>, value: unknown) {
  checkMinContextSlot(ledger, config)
  return { context: { apiVersion: solanaRpcVersion, slot: ledger.slot }, value }
}

export function checkMinContextSlot(ledger: SolanaLedger, config: Record<string, unknown>) {
  const min = config.minContextSlot
  if (min !== undefined && min !== null && readInteger(min, 'minContextSlot') > ledger.slot)
    throw new SolanaRpcError(-32016, 'Minimum context slot has not been reached', {
      contextSlot: ledger.slot,
    })
}

// A transaction fits a 1,232-byte packet; validators refuse longer encodings before decoding them.
const maxTransactionSize = 1232

/** Decodes a base58 (the default, as on a validator) or base64 transaction parameter. */
export function readWireTransaction(value: unknown, encoding: unknown): Uint8Array {
  if (typeof value !== 'string') throw invalidParam('the transaction must be an encoded string')
  let bytes: Uint8Array
  if (encoding === 'base64') {
    if (value.length > 1644 || !/^[A-Za-z0-9+/]*={0,2}$/.test(value))
      throw invalidParam('invalid base64 transaction')
    bytes = new Uint8Array(Buffer.from(value, 'base64'))
  } else if (encoding === undefined || encoding === null || encoding === 'base58') {
    if (value.length > 1683 || !/^[1-9A-HJ-NP-Za-km-z]*$/.test(value))
      throw invalidParam('invalid base58 transaction')
    bytes = new Uint8Array(getBase58Encoder().encode(value))
  } else throw invalidParam(`unsupported encoding: ${show(encoding)}. Supported encodings: base58, base64`)
  if (bytes.length > maxTransactionSize)
    throw invalidParam(`transaction too large: ${bytes.length} bytes (max: ${maxTransactionSize} bytes)`)
  return bytes
}
