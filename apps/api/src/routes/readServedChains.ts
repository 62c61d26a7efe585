import type { FastifyRequest } from 'fastify'
import type { ApiContext } from '../ApiContext.ts'
import type { ChainHandle } from '../chain/createChainHandle.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { readQuery } from '../http/readQuery.ts'
import { parseCaipNetworkId } from '../validation/parseCaipNetworkId.ts'

/**
 * The chains an account call covers: the one `chainId` names (CAIP-2 or a bare EVM number), or every configured
 * chain. Another namespace -> 400 `Unsupported namespace`; an EVM chain not configured -> 400 `chainId`.
 */
export function readServedChains(
  request: FastifyRequest,
  context: ApiContext,
): { chains: readonly ChainHandle[]; named: boolean } {
  const raw = readQuery(request, 'chainId')
  if (raw === undefined) return { chains: context.chains.list, named: false }
  const network = parseCaipNetworkId(raw, { allowBareNumber: true })
  if (network.namespace !== 'eip155') throw new ApiHttpError(400, 'chainId', 'Unsupported namespace')
  const chain = context.chains.get(network.id)
  if (!chain)
    throw new ApiHttpError(400, 'chainId', `We don't support the chainId you provided: ${network.id}`)
  return { chains: [chain], named: true }
}
