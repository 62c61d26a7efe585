import { type Address, getAddress, isAddress } from 'viem'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { type CaipNetwork, parseCaipNetworkId } from './parseCaipNetworkId.ts'

export interface CaipAccount {
  network: CaipNetwork
  /** Checksummed. */
  address: Address
  /** `eip155:<chain>:<lowercase address>`: the form the server stores. */
  id: string
}

/**
 * An EVM CAIP-10 account or token (`eip155:1:0xabc…`): exactly 3 colon-separated parts (spec §5). Anything else is
 * a 400 `Crypto utils error: …` as the API answers it (API-SHAPES §1).
 */
export function parseCaipAccount(value: string, field = 'address'): CaipAccount {
  const parts = value.split(':')
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !namespace || !reference || !address)
    throw new ApiHttpError(
      400,
      field,
      `Crypto utils error: '${value.slice(0, 120)}' is not a CAIP-10 account`,
    )
  const network = parseCaipNetworkId(`${namespace}:${reference}`, { field })
  if (network.namespace !== 'eip155')
    throw new ApiHttpError(400, field, `Crypto utils error: namespace ${network.namespace} is not supported`)
  if (!isAddress(address, { strict: false }))
    throw new ApiHttpError(400, field, `Crypto utils error: '${address.slice(0, 64)}' is not an EVM address`)
  const checksummed = getAddress(address)
  return { network, address: checksummed, id: `${network.id}:${checksummed.toLowerCase()}` }
}
