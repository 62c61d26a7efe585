import type { AccountNamespace } from '../chain/AccountNamespace.ts'
import { accountNamespaces } from '../chain/createAccountChainRegistry.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { type CaipNetwork, parseCaipNetworkId } from './parseCaipNetworkId.ts'

export interface CaipToken {
  network: CaipNetwork
  namespace: AccountNamespace
  /** The address as written, checked for its namespace. */
  address: string
}

/**
 * A CAIP-10 token or account of any namespace this server reads (`eip155:1:0xabc…`, `solana:<ref>:<base58>`):
 * exactly 3 colon-separated parts, the address valid in its namespace. Anything else is a 400 `Crypto utils
 * error: …` as the API answers it (API-SHAPES §1).
 */
export function parseCaipToken(value: string, field = 'address'): CaipToken {
  const parts = value.split(':')
  const [namespaceName, reference, address] = parts
  if (parts.length !== 3 || !namespaceName || !reference || !address)
    throw new ApiHttpError(
      400,
      field,
      `Crypto utils error: '${value.slice(0, 120)}' is not a CAIP-10 account`,
    )
  const network = parseCaipNetworkId(`${namespaceName}:${reference}`, { field })
  const namespace = accountNamespaces.find((candidate) => candidate.name === network.namespace)
  if (!namespace)
    throw new ApiHttpError(400, field, `Crypto utils error: namespace ${network.namespace} is not supported`)
  if (!namespace.isAddress(address))
    throw new ApiHttpError(
      400,
      field,
      `Crypto utils error: '${address.slice(0, 64)}' is not a ${namespace.name} address`,
    )
  return { network, namespace, address }
}
