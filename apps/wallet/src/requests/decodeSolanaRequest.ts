import { PublicKey } from '@solana/web3.js'
import { decodeBase58 } from '../encoding/decodeBase58.ts'
import { InvalidRequestParamsError } from '../errors/InvalidRequestParamsError.ts'
import { UnsupportedMethodError } from '../errors/UnsupportedMethodError.ts'
import type { DecodedSolanaRequest, SolanaSendOptions } from './DecodedSolanaRequest.ts'
import { decodeSolanaTransaction } from './decodeSolanaTransaction.ts'
import { toPrintableText } from './toPrintableText.ts'

/**
 * Decodes a solana_* session request's params, in the shapes WalletConnect's Solana RPC reference gives:
 * `solana_signMessage` `{ message: base58, pubkey }`; `solana_signTransaction` and `solana_signAndSendTransaction`
 * `{ transaction: base64, pubkey?, sendOptions? }` (the deprecated instruction fields beside `transaction` are
 * ignored); `solana_signAllTransactions` `{ transactions: base64[] }`. Throws `UnsupportedMethodError` (4200) for
 * another method and `InvalidRequestParamsError` (-32602) for params of the wrong shape.
 *
 * @example decodeSolanaRequest('solana_signMessage', { message: '3yZe7d', pubkey: 'oeYf6KAJ…' })
 */
export function decodeSolanaRequest(method: string, params: unknown): DecodedSolanaRequest {
  const fail = (reason: string) => new InvalidRequestParamsError(method, reason)
  const object = (
    typeof params === 'object' && params !== null && !Array.isArray(params) ? params : {}
  ) as Record<string, unknown>
  switch (method) {
    case 'solana_signMessage': {
      const pubkey = readAddress(object.pubkey, fail)
      if (pubkey === undefined) throw fail('"pubkey" is missing')
      if (typeof object.message !== 'string' || object.message === '') throw fail('"message" is missing')
      let bytes: Uint8Array
      try {
        bytes = decodeBase58(object.message)
      } catch {
        throw fail('"message" is not base58')
      }
      return { method, pubkey, message: { bytes, text: toPrintableText(bytes) } }
    }
    case 'solana_signTransaction':
      return {
        method,
        pubkey: readAddress(object.pubkey, fail),
        transaction: decodeSolanaTransaction(object.transaction, method),
      }
    case 'solana_signAndSendTransaction':
      return {
        method,
        pubkey: readAddress(object.pubkey, fail),
        transaction: decodeSolanaTransaction(object.transaction, method),
        // AppKit sends `sendOptions`; some dApps say `options`.
        sendOptions: readSendOptions(object.sendOptions ?? object.options, fail),
      }
    case 'solana_signAllTransactions': {
      const { transactions } = object
      if (!Array.isArray(transactions) || transactions.length === 0) throw fail('"transactions" is missing')
      return {
        method,
        transactions: transactions.map((transaction, index) =>
          decodeSolanaTransaction(transaction, method, `"transactions[${index}]"`),
        ),
      }
    }
    default:
      throw new UnsupportedMethodError(method)
  }
}

function readAddress(value: unknown, fail: (reason: string) => Error): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw fail('"pubkey" is not a Solana address')
  try {
    // PublicKey accepts any 32 bytes of base58; the canonical spelling must be what was sent.
    if (new PublicKey(value).toBase58() === value) return value
  } catch {
    // Falls through to the error below.
  }
  throw fail('"pubkey" is not a Solana address')
}

const commitments = ['processed', 'confirmed', 'finalized'] as const

function readSendOptions(value: unknown, fail: (reason: string) => Error): SolanaSendOptions {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw fail('"sendOptions" is not an object')
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = value as Record<string, unknown>
  const options: SolanaSendOptions = {}
  if (skipPreflight !== undefined) {
    if (typeof skipPreflight !== 'boolean') throw fail('"sendOptions.skipPreflight" is not a boolean')
    options.skipPreflight = skipPreflight
  }
  if (preflightCommitment !== undefined) {
    if (!commitments.includes(preflightCommitment as (typeof commitments)[number]))
      throw fail('"sendOptions.preflightCommitment" is not a commitment')
    options.preflightCommitment = preflightCommitment as (typeof commitments)[number]
  }
  for (const [name, number] of [
    ['maxRetries', maxRetries],
    ['minContextSlot', minContextSlot],
  ] as const) {
    if (number === undefined) continue
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0)
      throw fail(`"sendOptions.${name}" is not a whole number`)
    options[name] = number
  }
  return options
}
