import { InvalidCaipNetworkIdError } from '../errors/InvalidCaipNetworkIdError.ts'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.ts'
import { isChainNamespace } from '../types/ChainNamespace.ts'

export interface ParsedCaipNetworkId {
  chainNamespace: ChainNamespace
  /** The CAIP-2 reference, e.g. `1` or a Solana genesis hash prefix. */
  chainId: string
}

/**
 * Splits a CAIP-2 network id; anything but exactly 2 non-empty colon-separated parts with a supported namespace
 * throws `InvalidCaipNetworkIdError` (spec §5).
 *
 * @example parseCaipNetworkId('eip155:137') // { chainNamespace: 'eip155', chainId: '137' }
 */
export function parseCaipNetworkId(caipNetworkId: string): ParsedCaipNetworkId {
  if (typeof caipNetworkId !== 'string')
    throw new InvalidCaipNetworkIdError(String(caipNetworkId), 'not a string')
  const parts = caipNetworkId.split(':')
  if (parts.length !== 2) {
    throw new InvalidCaipNetworkIdError(
      caipNetworkId,
      `expected 2 colon-separated parts, got ${parts.length}`,
    )
  }
  const [chainNamespace = '', chainId = ''] = parts
  if (!chainId) throw new InvalidCaipNetworkIdError(caipNetworkId, 'empty reference')
  if (!isChainNamespace(chainNamespace)) {
    throw new InvalidCaipNetworkIdError(
      caipNetworkId,
      `unsupported namespace ${JSON.stringify(chainNamespace)}`,
    )
  }
  return { chainNamespace, chainId }
}

/** Whether `value` is a well-formed CAIP-2 network id of a supported namespace. */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}
