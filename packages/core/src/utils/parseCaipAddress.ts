import { InvalidCaipAddressError } from '../errors/InvalidCaipAddressError.ts'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.ts'
import { isChainNamespace } from '../types/ChainNamespace.ts'

export interface ParsedCaipAddress {
  chainNamespace: ChainNamespace
  /** The CAIP-2 reference, e.g. `1` for Ethereum mainnet. */
  chainId: string
  caipNetworkId: CaipNetworkId
  address: string
}

/**
 * Splits a CAIP-10 account id into its parts; anything but exactly 3 non-empty colon-separated parts with a
 * supported namespace throws `InvalidCaipAddressError` (spec §5).
 *
 * @example parseCaipAddress('eip155:1:0xabc') // { chainNamespace: 'eip155', chainId: '1', address: '0xabc', ... }
 */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  if (typeof caipAddress !== 'string') throw new InvalidCaipAddressError(String(caipAddress), 'not a string')
  const parts = caipAddress.split(':')
  if (parts.length !== 3) {
    throw new InvalidCaipAddressError(caipAddress, `expected 3 colon-separated parts, got ${parts.length}`)
  }
  const [chainNamespace = '', chainId = '', address = ''] = parts
  if (!chainId || !address) throw new InvalidCaipAddressError(caipAddress, 'empty part')
  if (!isChainNamespace(chainNamespace)) {
    throw new InvalidCaipAddressError(caipAddress, `unsupported namespace ${JSON.stringify(chainNamespace)}`)
  }
  return { chainNamespace, chainId, caipNetworkId: `${chainNamespace}:${chainId}`, address }
}

/** Whether `value` is a well-formed CAIP-10 account id of a supported namespace. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}
