import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type Address, getAddress, isAddress } from 'viem'
import type { ApiContext } from '../ApiContext.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { findNamesByAddress } from '../names/findNamesByAddress.ts'
import { isSolanaAddress } from '../validation/isSolanaAddress.ts'

interface Identity {
  name: string | null
  avatar: string | null
  resolvedAt: string
}

/**
 * GET /v1/identity/{address} and its alias /v1/account/{address}/identity (API-SHAPES §2.2): the ENS-style reverse
 * name and avatar from the first configured chain with a universal resolver (the devnet names), else the first
 * name registered here with its `avatar` attribute. A Solana address has no identity here.
 */
export function registerIdentityRoutes(app: FastifyInstance, context: ApiContext): void {
  const handler = async (request: FastifyRequest<{ Params: { address: string } }>): Promise<Identity> => {
    const raw = request.params.address
    const resolvedAt = new Date(context.now()).toISOString()
    if (!isAddress(raw, { strict: false })) {
      if (isSolanaAddress(raw)) return { name: null, avatar: null, resolvedAt }
      throw new ApiHttpError(400, 'address', 'The address provided is invalid')
    }
    const address = getAddress(raw)
    const onChain = await resolveOnChain(context, address, request)
    if (onChain) return { ...onChain, resolvedAt }
    const [profile] = await findNamesByAddress(context.db, address)
    return { name: profile?.name ?? null, avatar: profile?.attributes.avatar ?? null, resolvedAt }
  }
  const options = { config: { project: true } }
  app.get('/v1/identity/:address', options, handler)
  app.get('/v1/account/:address/identity', options, handler)
}

async function resolveOnChain(
  context: ApiContext,
  address: Address,
  request: FastifyRequest,
): Promise<{ name: string; avatar: string | null } | undefined> {
  const chain = context.chains.list.find((candidate) => candidate.config.ensUniversalResolver)
  if (!chain) return undefined
  try {
    const name = await chain.client.getEnsName({ address })
    if (!name) return undefined
    const avatar = await chain.client.getEnsAvatar({ name }).catch(() => null)
    return { name, avatar }
  } catch (error) {
    // A chain that is down or has no resolver deployed must not hide the names registered here.
    request.log.debug({ err: error }, 'on-chain identity lookup failed')
    return undefined
  }
}
