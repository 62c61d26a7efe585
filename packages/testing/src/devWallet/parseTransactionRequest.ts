import { type AccessList, type Address, type Hex, hexToBigInt, hexToNumber, isAddress, isHex } from 'viem'
import { devWalletErrorCodes, ProviderRpcError } from './ProviderRpcError.ts'

/** An `eth_sendTransaction` parameter as dApps send it: quantities as hex strings. */
export interface RpcTransactionRequest {
  from?: string
  to?: string | null
  data?: Hex
  input?: Hex
  value?: Hex
  gas?: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  nonce?: Hex
  chainId?: Hex
  accessList?: AccessList
}

/** The same request with viem's types; fields the dApp left out stay out, so viem fills them from the chain. */
export interface ParsedTransactionRequest {
  from?: Address
  to?: Address
  data?: Hex
  value?: bigint
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  nonce?: number
  chainId?: number
  accessList?: AccessList
}

const invalid = (message: string) => new ProviderRpcError(devWalletErrorCodes.invalidParams, message)

function quantity(request: RpcTransactionRequest, field: keyof RpcTransactionRequest): bigint | undefined {
  const value = request[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value))
    throw invalid(`Transaction field "${field}" must be a hex quantity`)
  return hexToBigInt(value)
}

/** Validates and converts an `eth_sendTransaction` request (EIP-1474 shape) for viem. */
export function parseTransactionRequest(raw: unknown): ParsedTransactionRequest {
  if (typeof raw !== 'object' || raw === null)
    throw invalid('eth_sendTransaction expects a transaction object')
  const request = raw as RpcTransactionRequest
  const parsed: ParsedTransactionRequest = {}
  if (request.from !== undefined) {
    if (!isAddress(request.from, { strict: false })) throw invalid('Transaction "from" is not an address')
    parsed.from = request.from
  }
  if (request.to !== undefined && request.to !== null) {
    if (!isAddress(request.to, { strict: false })) throw invalid('Transaction "to" is not an address')
    parsed.to = request.to
  }
  const data = request.data ?? request.input
  if (data !== undefined) {
    if (!isHex(data)) throw invalid('Transaction "data" must be hex')
    parsed.data = data
  }
  for (const field of ['value', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const) {
    const value = quantity(request, field)
    if (value !== undefined) parsed[field] = value
  }
  if (request.nonce !== undefined) parsed.nonce = Number(quantity(request, 'nonce'))
  if (request.chainId !== undefined) {
    if (!isHex(request.chainId)) throw invalid('Transaction "chainId" must be hex')
    parsed.chainId = hexToNumber(request.chainId)
  }
  if (request.accessList !== undefined) parsed.accessList = request.accessList
  if (parsed.to === undefined && parsed.data === undefined) {
    throw invalid('A transaction needs "to" or "data"')
  }
  return parsed
}
