import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type Address, getAddress, isAddress } from 'viem'
import type { ApiContext } from '../ApiContext.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { type NftReference, resolveAvatarRecord } from '../identity/resolveAvatarRecord.ts'
import { findNamesByAddress } from '../names/findNamesByAddress.ts'
import { fetchPublicJson } from '../net/fetchPublicJson.ts'
import { isSolanaPublicKey } from '../solana/isSolanaPublicKey.ts'

interface Identity {
  name: string | null
  avatar: string | null
  resolvedAt: string
}

/**
 * GET /v1/identity/{address} and its alias /v1/account/{address}/identity (API-SHAPES §2.2): the ENS-style reverse
 * name and avatar from the first configured chain with a universal resolver (the devnet names), else the first
 * name registered here with its `avatar` attribute. A Solana address has no identity here. The avatar is a URL the
 * client loads itself: the server does not fetch user-chosen URLs (#15 A1, see `resolveAvatarRecord`).
 */
export function registerIdentityRoutes(app: FastifyInstance, context: ApiContext): void {
  const handler = async (request: FastifyRequest<{ Params: { address: string } }>): Promise<Identity> => {
    const raw = request.params.address
    const resolvedAt = new Date(context.now()).toISOString()
    if (!isAddress(raw, { strict: false })) {
      if (isSolanaPublicKey(raw)) return { name: null, avatar: null, resolvedAt }
      throw new ApiHttpError(400, 'address', 'The address provided is invalid')
    }
    const address = getAddress(raw)
    const onChain = await resolveOnChain(context, address, request)
    if (onChain) return { ...onChain, resolvedAt }
    const [profile] = await findNamesByAddress(context.db, address)
    const stored = profile?.attributes.avatar
    return {
      name: profile?.name ?? null,
      avatar: typeof stored === 'string' ? await resolveAvatar(context, stored, request) : null,
      resolvedAt,
    }
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
    const record = await chain.client.getEnsText({ name, key: 'avatar' }).catch(() => null)
    return { name, avatar: record ? await resolveAvatar(context, record, request) : null }
  } catch (error) {
    // A chain that is down or has no resolver deployed must not hide the names registered here.
    request.log.debug({ err: error }, 'on-chain identity lookup failed')
    return undefined
  }
}

const ERC721_TOKEN_URI = [
  {
    name: 'tokenURI',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ name: 'tokenId', type: 'uint256' }],
    outputs: [{ name: '', type: 'string' }],
  },
] as const
const ERC1155_URI = [
  {
    name: 'uri',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ name: 'id', type: 'uint256' }],
    outputs: [{ name: '', type: 'string' }],
  },
] as const

/** An avatar record as a client URL, or null when it is none or cannot be resolved safely. */
async function resolveAvatar(
  context: ApiContext,
  record: string,
  request: FastifyRequest,
): Promise<string | null> {
  const readTokenUri = async ({ chainId, standard, contract, tokenId }: NftReference) => {
    const chain = context.chains.get(`eip155:${chainId}`)
    if (!chain) return undefined
    return standard === 'erc721'
      ? chain.client.readContract({
          address: contract,
          abi: ERC721_TOKEN_URI,
          functionName: 'tokenURI',
          args: [tokenId],
        })
      : chain.client.readContract({
          address: contract,
          abi: ERC1155_URI,
          functionName: 'uri',
          args: [tokenId],
        })
  }
  try {
    return await resolveAvatarRecord({ record, readTokenUri, fetchJson: (url) => fetchPublicJson(url) })
  } catch (error) {
    request.log.debug({ err: error }, 'avatar not resolved')
    return null
  }
}
