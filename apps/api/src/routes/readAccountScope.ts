import type { FastifyRequest } from 'fastify'
import type { ApiContext } from '../ApiContext.ts'
import type { AccountChain } from '../chain/AccountChain.ts'
import type { AccountNamespace } from '../chain/AccountNamespace.ts'
import { accountNamespaces } from '../chain/createAccountChainRegistry.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { readQuery } from '../http/readQuery.ts'
import { parseCaipNetworkId } from '../validation/parseCaipNetworkId.ts'

const invalidAddress = () => new ApiHttpError(400, 'address', 'The address provided is invalid')

/** A path address of any namespace this server reads (EVM or Solana); 400 `address` otherwise. */
export function requireAccountAddress(raw: string): void {
  if (!accountNamespaces.some((namespace) => namespace.isAddress(raw))) throw invalidAddress()
}

export interface AccountScope {
  namespace: AccountNamespace
  /** The chains the call covers. */
  chains: readonly AccountChain[]
  /** Whether `chainId` named the one chain (then a chain that is down is an error, not a gap). */
  named: boolean
}

/**
 * The chains an account call covers (balance, history): the one `chainId` names (CAIP-2, or a bare EVM number), or
 * every served chain of the address's namespace. A namespace with no served chain -> 400 `Unsupported namespace`;
 * a chain not served -> 400 `chainId`; an address that is not one of the chain's namespace -> 400 `address`. Only
 * checked addresses of served namespaces get past this, so nothing else reaches a chain's RPC.
 */
export function readAccountScope(
  request: FastifyRequest,
  context: ApiContext,
  address: string,
): AccountScope {
  const raw = readQuery(request, 'chainId')
  if (raw === undefined) {
    const chains = context.accounts.list.filter((chain) => chain.namespace.isAddress(address))
    const namespace = chains[0]?.namespace
    if (!namespace) throw invalidAddress()
    return { namespace, chains: chains.filter((chain) => chain.namespace === namespace), named: false }
  }
  const network = parseCaipNetworkId(raw, { allowBareNumber: true })
  if (context.accounts.inNamespace(network.namespace).length === 0)
    throw new ApiHttpError(400, 'chainId', 'Unsupported namespace')
  const chain = context.accounts.get(network.id)
  if (!chain)
    throw new ApiHttpError(400, 'chainId', `We don't support the chainId you provided: ${network.id}`)
  if (!chain.namespace.isAddress(address)) throw invalidAddress()
  return { namespace: chain.namespace, chains: [chain], named: true }
}
