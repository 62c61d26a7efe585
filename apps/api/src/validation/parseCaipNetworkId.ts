import { ApiHttpError } from '../http/ApiHttpError.ts'

export interface CaipNetwork {
  namespace: string
  reference: string
  /** `namespace:reference` */
  id: string
}

const CAIP2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/

/**
 * A CAIP-2 chain id (`eip155:1`); with `allowBareNumber`, a bare EVM chain id (`1`) too. 400 `field` otherwise
 * (spec §5: exactly 2 colon-separated parts).
 *
 * @example parseCaipNetworkId('eip155:31337').reference // '31337'
 */
export function parseCaipNetworkId(
  value: string,
  { field = 'chainId', allowBareNumber = false }: { field?: string; allowBareNumber?: boolean } = {},
): CaipNetwork {
  if (allowBareNumber && /^\d{1,18}$/.test(value)) {
    return { namespace: 'eip155', reference: String(Number(value)), id: `eip155:${Number(value)}` }
  }
  const match = CAIP2.exec(value)
  if (!match?.[1] || !match[2])
    throw new ApiHttpError(400, field, `Invalid parameter: ${field} '${value}' is not a CAIP-2 chain id`)
  if (match[1] === 'eip155' && !/^[1-9]\d{0,17}$/.test(match[2]))
    throw new ApiHttpError(400, field, `Invalid parameter: ${field} '${value}' is not an EVM chain id`)
  return { namespace: match[1], reference: match[2], id: `${match[1]}:${match[2]}` }
}
