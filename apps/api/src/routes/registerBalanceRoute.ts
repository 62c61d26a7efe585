import type { FastifyInstance } from 'fastify'
import { type Address, erc20Abi, formatUnits } from 'viem'
import type { ApiContext } from '../ApiContext.ts'
import type { ChainHandle } from '../chain/createChainHandle.ts'
import type { TokenInfo } from '../chain/TokenInfo.ts'
import { nativeTokenAddress } from '../config/nativeTokenAddress.ts'
import { priceOf } from '../config/priceOf.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { publicBaseUrl } from '../http/publicBaseUrl.ts'
import { readQueryList } from '../http/readQuery.ts'
import { tokenIconUrl } from '../http/tokenIconUrl.ts'
import { parseCaipAccount } from '../validation/parseCaipAccount.ts'
import { parseEvmAddress } from '../validation/parseEvmAddress.ts'
import { readCurrency } from '../validation/readCurrency.ts'
import { readServedChains } from './readServedChains.ts'

/** Token contracts one `forceUpdate` may name. */
const MAX_FORCE_UPDATE = 20

interface Balance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/**
 * GET /v1/account/{address}/balance (API-SHAPES §2.4): read from the chains now, never cached. The native coin is
 * always listed; configured tokens (and the `forceUpdate` ones) when the balance is not zero. `price` comes from
 * the operator's table (0 and no `value` when it has none).
 */
export function registerBalanceRoute(app: FastifyInstance, context: ApiContext): void {
  app.get<{ Params: { address: string } }>(
    '/v1/account/:address/balance',
    { config: { project: true } },
    async (request) => {
      const address = parseEvmAddress(request.params.address)
      const currency = readCurrency(request)
      const { chains, named } = readServedChains(request, context)
      const forced = (readQueryList(request, 'forceUpdate') ?? []).map((token) =>
        parseCaipAccount(token, 'forceUpdate'),
      )
      if (forced.length > MAX_FORCE_UPDATE)
        throw new ApiHttpError(400, 'forceUpdate', `Invalid parameter: at most ${MAX_FORCE_UPDATE} tokens`)
      const baseUrl = publicBaseUrl(request, context.publicUrl)
      const results = await Promise.allSettled(
        chains.map(async (chain) => {
          const extra = forced
            .filter((token) => token.network.id === chain.caipNetworkId)
            .map((token) => token.address)
          return readChainBalances(chain, address, extra, currency, context, baseUrl)
        }),
      )
      const balances: Balance[] = []
      results.forEach((result, index) => {
        if (result.status === 'fulfilled') {
          balances.push(...result.value)
          return
        }
        request.log.warn({ err: result.reason, chain: chains[index]?.caipNetworkId }, 'balance read failed')
      })
      // One chain down among several leaves the others listed; a named chain that is down is an error.
      if (results.some((result) => result.status === 'rejected') && (named || balances.length === 0))
        throw new ApiHttpError(
          503,
          'chainId',
          'Requested namespace eip155 balance provider is temporarily unavailable',
        )
      return { balances }
    },
  )
}

async function readChainBalances(
  chain: ChainHandle,
  address: Address,
  extraTokens: readonly Address[],
  currency: string,
  context: ApiContext,
  baseUrl: string,
): Promise<Balance[]> {
  const configured = chain.config.tokens ?? []
  const tokenAddresses = [...configured.map((token) => token.address), ...extraTokens].filter(
    (token, index, all) => all.findIndex((other) => other.toLowerCase() === token.toLowerCase()) === index,
  )
  const [native, ...tokenBalances] = await Promise.all([
    chain.client.getBalance({ address }),
    ...tokenAddresses.map((token) =>
      chain.client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    ),
  ])
  const entry = (token: TokenInfo | undefined, amount: bigint): Balance => {
    const { name, symbol, decimals } = token ?? chain.config.nativeCurrency
    const caip10 = `${chain.caipNetworkId}:${(token?.address ?? nativeTokenAddress).toLowerCase()}`
    const numeric = formatUnits(amount, decimals)
    const price = priceOf(context.prices, currency, caip10)
    return {
      name,
      symbol,
      chainId: chain.caipNetworkId,
      ...(token ? { address: `${chain.caipNetworkId}:${token.address}` } : {}),
      ...(price === undefined ? {} : { value: Number(numeric) * price }),
      price: price ?? 0,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: token?.iconUrl ?? tokenIconUrl(baseUrl, symbol),
    }
  }
  const balances = [entry(undefined, native ?? 0n)]
  for (const [index, tokenAddress] of tokenAddresses.entries()) {
    const amount = tokenBalances[index] ?? 0n
    if (amount === 0n) continue
    const token = await chain.getToken(tokenAddress)
    if (token) balances.push(entry(token, amount))
  }
  return balances
}
