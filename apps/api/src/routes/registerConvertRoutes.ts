import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ApiContext } from '../ApiContext.ts'
import type { ChainHandle } from '../chain/createChainHandle.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { publicBaseUrl } from '../http/publicBaseUrl.ts'
import { readBodyObject } from '../http/readBody.ts'
import { readQuery } from '../http/readQuery.ts'
import { tokenIconUrl } from '../http/tokenIconUrl.ts'
import { type CaipAccount, parseCaipAccount } from '../validation/parseCaipAccount.ts'
import { parseCaipNetworkId } from '../validation/parseCaipNetworkId.ts'

/** Gas price tiers over the chain's EIP-1559 estimate, in percent. */
const FAST_PERCENT = 125n
const INSTANT_PERCENT = 150n

function unsupportedChain(caipNetworkId: string): ApiHttpError {
  return new ApiHttpError(400, '', `Conversion parameter error: Chain ID ${caipNetworkId} is not supported`)
}

/** The served chain a CAIP-2 id names; 400 as the convert API words it otherwise (API-SHAPES §2.9). */
function servedChain(context: ApiContext, caipNetworkId: string): ChainHandle {
  const chain = context.chains.get(caipNetworkId)
  if (!chain) throw unsupportedChain(caipNetworkId)
  return chain
}

/** `from` and `to` tokens on one chain; then the chain's swap answer (no swap provider is configured). */
function refuseSwap(context: ApiContext, from: CaipAccount, to: CaipAccount): never {
  if (from.network.id !== to.network.id)
    throw new ApiHttpError(400, '', '`from` and `to` chain IDs must have the same value')
  servedChain(context, from.network.id)
  throw new ApiHttpError(
    400,
    '',
    `Conversion parameter error: Network not supported for Swaps: ${from.network.id}`,
  )
}

function readAmount(value: unknown, field = 'amount'): string {
  if (typeof value !== 'string' || !/^\d{1,78}$/.test(value))
    throw new ApiHttpError(400, field, `Invalid parameter: ${field} must be an integer string`)
  return value
}

function requireToken(request: FastifyRequest, key: string): CaipAccount {
  return parseCaipAccount(readQuery(request, key, { required: true }), key)
}

/**
 * The convert endpoints (API-SHAPES §2.5, §2.6, §2.8-§2.11). Token lists are served for every configured chain
 * (EVM and Solana: the native coin and the configured tokens), gas prices for every EVM chain, read from it; this server has no swap provider, so quotes, allowances and swap builds
 * are refused after their input is checked: 'Conversion parameter error: Network not supported for Swaps' on a
 * configured chain, 'Chain ID … is not supported' elsewhere (the client shows 'Network not supported for Swaps' /
 * 'for Gas Price', spec §8).
 */
export function registerConvertRoutes(app: FastifyInstance, context: ApiContext): void {
  const options = { config: { project: true } }

  app.get('/v1/convert/tokens', options, async (request) => {
    const network = parseCaipNetworkId(readQuery(request, 'chainId', { required: true }))
    const chain = context.accounts.get(network.id)
    if (!chain) throw unsupportedChain(network.id)
    const filter = readQuery(request, 'address')
    if (filter !== undefined && !chain.namespace.isAddress(filter))
      throw new ApiHttpError(400, 'address', 'The address provided is invalid')
    const only = filter === undefined ? undefined : chain.namespace.indexKey(filter)
    const baseUrl = publicBaseUrl(request, context.publicUrl)
    const tokens = chain
      .listTokens()
      .filter((token) => only === undefined || chain.namespace.indexKey(token.address) === only)
      .map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: `${chain.caipNetworkId}:${token.address}`,
        decimals: token.decimals,
        logoUri: token.iconUrl ?? tokenIconUrl(baseUrl, token.symbol),
        eip2612: false,
      }))
    return { tokens }
  })

  app.get('/v1/convert/gas-price', options, async (request) => {
    const network = parseCaipNetworkId(readQuery(request, 'chainId', { required: true }))
    const chain = servedChain(context, network.id)
    let standard: bigint
    try {
      const fees = await chain.client.estimateFeesPerGas()
      standard = fees.maxFeePerGas ?? fees.gasPrice ?? 0n
    } catch (error) {
      request.log.warn({ err: error }, 'gas price read failed')
      throw new ApiHttpError(
        503,
        'chainId',
        `Requested ${network.id} chain provider is temporarily unavailable`,
      )
    }
    return {
      standard: standard.toString(),
      fast: ((standard * FAST_PERCENT) / 100n).toString(),
      instant: ((standard * INSTANT_PERCENT) / 100n).toString(),
    }
  })

  app.get('/v1/convert/quotes', options, async (request) => {
    readAmount(readQuery(request, 'amount', { required: true }))
    const gasPrice = readQuery(request, 'gasPrice')
    if (gasPrice !== undefined) readAmount(gasPrice, 'gasPrice')
    refuseSwap(context, requireToken(request, 'from'), requireToken(request, 'to'))
  })

  app.get('/v1/convert/allowance', options, async (request) => {
    const token = requireToken(request, 'tokenAddress')
    const user = requireToken(request, 'userAddress')
    refuseSwap(context, token, user)
  })

  app.get('/v1/convert/build-approve', options, async (request) => {
    const amount = readQuery(request, 'amount')
    if (amount !== undefined) readAmount(amount)
    refuseSwap(context, requireToken(request, 'from'), requireToken(request, 'to'))
  })

  app.post('/v1/convert/build-transaction', options, async (request) => {
    const body = readBodyObject(request)
    readAmount(body.amount)
    const token = (key: string) => {
      const value = body[key]
      if (typeof value !== 'string')
        throw new ApiHttpError(422, key, `Deserialization error: ${key} must be a string`)
      return parseCaipAccount(value, key)
    }
    const from = token('from')
    const to = token('to')
    token('userAddress')
    const slippage = (body.eip155 as { slippage?: unknown } | undefined)?.slippage
    if (slippage === undefined)
      throw new ApiHttpError(400, '', 'slippage parameter is necessary for eip155 swaps')
    if (!Number.isSafeInteger(slippage) || (slippage as number) < 0)
      throw new ApiHttpError(
        422,
        'eip155',
        'Deserialization error: eip155.slippage must be an unsigned integer',
      )
    refuseSwap(context, from, to)
  })
}
