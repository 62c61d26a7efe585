import { type Address, type Hex, isAddress, isHex, type TypedDataDefinition } from 'viem'
import { InvalidRequestParamsError } from '../errors/InvalidRequestParamsError.ts'
import { UnsupportedMethodError } from '../errors/UnsupportedMethodError.ts'
import type { DecodedRequest, DecodedTransaction } from './DecodedRequest.ts'
import { decodePersonalMessage } from './decodePersonalMessage.ts'
import { decodeSolanaRequest } from './decodeSolanaRequest.ts'

/**
 * Decodes a session request's JSON-RPC method and params (solana_* methods: see `decodeSolanaRequest`). Throws `UnsupportedMethodError` for a method the wallet
 * does not implement and `InvalidRequestParamsError` for params of the wrong shape.
 *
 * @example decodeSessionRequest('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]) // { method, chainId: 31338 }
 */
export function decodeSessionRequest(method: string, params: unknown): DecodedRequest {
  if (method.startsWith('solana_')) return decodeSolanaRequest(method, params)
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign':
      return decodePersonalSign(list)
    case 'eth_sendTransaction':
      return { method, transaction: decodeTransaction(list[0]) }
    case 'eth_signTypedData_v4':
      return decodeTypedData(list)
    case 'wallet_switchEthereumChain':
      return { method, chainId: decodeChainId(list[0]) }
    case 'eth_accounts':
    case 'eth_chainId':
      return { method }
    default:
      throw new UnsupportedMethodError(method)
  }
}

function decodePersonalSign(params: unknown[]): DecodedRequest {
  let [message, address] = params
  // Some dApps put the address first; an address never is the message a user means to sign.
  if (
    typeof message === 'string' &&
    isAddress(message) &&
    typeof address === 'string' &&
    !isAddress(address)
  ) {
    ;[message, address] = [address, message]
  }
  if (typeof message !== 'string')
    throw new InvalidRequestParamsError('personal_sign', 'the message is missing')
  if (typeof address !== 'string')
    throw new InvalidRequestParamsError('personal_sign', 'the address is missing')
  return { method: 'personal_sign', address, message: decodePersonalMessage(message) }
}

function decodeTransaction(value: unknown): DecodedTransaction {
  const fail = (reason: string) => new InvalidRequestParamsError('eth_sendTransaction', reason)
  if (typeof value !== 'object' || value === null) throw fail('the transaction object is missing')
  const transaction = value as Record<string, unknown>
  const { from, to, data } = transaction
  if (typeof from !== 'string') throw fail('"from" is missing')
  if (to !== undefined && to !== null && (typeof to !== 'string' || !isAddress(to))) {
    throw fail(`"to" is not an address`)
  }
  if (data !== undefined && data !== null && (typeof data !== 'string' || !isHex(data))) {
    throw fail('"data" is not hex')
  }
  const gas = transaction.gas ?? transaction.gasLimit
  const nonce = toQuantity(transaction.nonce, 'nonce', fail)
  return {
    from,
    to: (to ?? undefined) as Address | undefined,
    value: toQuantity(transaction.value, 'value', fail) ?? 0n,
    data: (data ?? undefined) as Hex | undefined,
    gas: toQuantity(gas, 'gas', fail),
    nonce: nonce === undefined ? undefined : Number(nonce),
  }
}

/** A JSON-RPC quantity (hex, as the spec says; decimal strings and numbers are tolerated). */
function toQuantity(value: unknown, name: string, fail: (reason: string) => Error): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && (/^0x[0-9a-fA-F]+$/.test(value) || /^[0-9]+$/.test(value)))
    return BigInt(value)
  throw fail(`"${name}" is not a quantity`)
}

function decodeTypedData(params: unknown[]): DecodedRequest {
  const fail = (reason: string) => new InvalidRequestParamsError('eth_signTypedData_v4', reason)
  const [address, raw] = params
  if (typeof address !== 'string') throw fail('the address is missing')
  let typedData: unknown = raw
  if (typeof raw === 'string') {
    try {
      typedData = JSON.parse(raw)
    } catch {
      throw fail('the typed data is not JSON')
    }
  }
  if (typeof typedData !== 'object' || typedData === null) throw fail('the typed data is missing')
  const { domain, types, primaryType, message } = typedData as Record<string, unknown>
  if (typeof types !== 'object' || types === null) throw fail('"types" is missing')
  if (typeof primaryType !== 'string' || !(primaryType in types))
    throw fail('"primaryType" is not in "types"')
  if (typeof message !== 'object' || message === null) throw fail('"message" is missing')
  if (domain !== undefined && (typeof domain !== 'object' || domain === null))
    throw fail('"domain" is invalid')
  return {
    method: 'eth_signTypedData_v4',
    address,
    typedData: typedData as TypedDataDefinition,
    json: JSON.stringify(typedData, null, 2),
  }
}

function decodeChainId(value: unknown): number {
  const chainId =
    typeof value === 'object' && value !== null ? (value as { chainId?: unknown }).chainId : undefined
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]+$/.test(chainId)) {
    throw new InvalidRequestParamsError('wallet_switchEthereumChain', '"chainId" is not a hex number')
  }
  const number = Number(chainId)
  if (!Number.isSafeInteger(number)) {
    throw new InvalidRequestParamsError('wallet_switchEthereumChain', '"chainId" is too large')
  }
  return number
}
