import { TypedDataChainMismatchError } from '../errors/TypedDataChainMismatchError.ts'
import type { DecodedRequest } from './DecodedRequest.ts'

/** `domain.chainId` as a number: EIP-712 allows a number, a bigint, or a decimal or 0x string. */
function toChainNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value
  if (typeof value === 'bigint') return Number(value)
  if (typeof value === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(value.trim())) return Number(value.trim())
  return undefined
}

/**
 * Throws TypedDataChainMismatchError when `request` is typed data whose `domain.chainId` is set and is not the
 * chain `chainId` (CAIP-2, `eip155:<n>`) the dApp addressed the request to; a domain without a chain id passes.
 *
 * @example assertTypedDataChain(decoded, 'eip155:31337') // throws if decoded's domain.chainId is 1
 */
export function assertTypedDataChain(request: DecodedRequest, chainId: string): void {
  if (request.method !== 'eth_signTypedData_v4') return
  const domainChainId = (request.typedData.domain as { chainId?: unknown } | undefined)?.chainId
  if (domainChainId === undefined || domainChainId === null) return
  const requested = Number(chainId.split(':')[1])
  if (toChainNumber(domainChainId) !== requested) {
    throw new TypedDataChainMismatchError(String(domainChainId), chainId)
  }
}
