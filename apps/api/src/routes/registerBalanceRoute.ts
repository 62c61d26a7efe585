import type { FastifyInstance } from 'fastify'
import type { ApiContext } from '../ApiContext.ts'
import type { ApiBalance } from '../chain/ApiBalance.ts'
import { priceOf } from '../config/priceOf.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { publicBaseUrl } from '../http/publicBaseUrl.ts'
import { readQueryList } from '../http/readQuery.ts'
import { tokenIconUrl } from '../http/tokenIconUrl.ts'
import { parseCaipToken } from '../validation/parseCaipToken.ts'
import { readCurrency } from '../validation/readCurrency.ts'
import { readAccountScope, requireAccountAddress } from './readAccountScope.ts'

/** Token contracts one `forceUpdate` may name. */
const MAX_FORCE_UPDATE = 20

/**
 * GET /v1/account/{address}/balance (API-SHAPES §2.4): read from the chains now, never cached. The native coin is
 * always listed; tokens when the balance is not zero (EVM: the configured and `forceUpdate` ERC-20s; Solana: every
 * SPL token the wallet holds). `price` comes from the operator's table (0 and no `value` when it has none).
 */
export function registerBalanceRoute(app: FastifyInstance, context: ApiContext): void {
  app.get<{ Params: { address: string } }>(
    '/v1/account/:address/balance',
    { config: { project: true } },
    async (request) => {
      const address = request.params.address
      requireAccountAddress(address)
      const currency = readCurrency(request)
      const { namespace, chains, named } = readAccountScope(request, context, address)
      const forced = (readQueryList(request, 'forceUpdate') ?? []).map((token) =>
        parseCaipToken(token, 'forceUpdate'),
      )
      if (forced.length > MAX_FORCE_UPDATE)
        throw new ApiHttpError(400, 'forceUpdate', `Invalid parameter: at most ${MAX_FORCE_UPDATE} tokens`)
      const baseUrl = publicBaseUrl(request, context.publicUrl)
      const results = await Promise.allSettled(
        chains.map((chain) =>
          chain.readBalances(address, {
            extraTokens: forced
              .filter((token) => token.network.id === chain.caipNetworkId)
              .map((token) => token.address),
            priceOf: (caip10) => priceOf(context.prices, currency, caip10),
            iconOf: (symbol) => tokenIconUrl(baseUrl, symbol),
          }),
        ),
      )
      const balances: ApiBalance[] = []
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
          `Requested namespace ${namespace.name} balance provider is temporarily unavailable`,
        )
      return { balances }
    },
  )
}
