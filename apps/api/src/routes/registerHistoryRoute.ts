import type { FastifyInstance } from 'fastify'
import type { ApiContext } from '../ApiContext.ts'
import { priceOf } from '../config/priceOf.ts'
import { decodeHistoryCursor } from '../history/historyCursor.ts'
import { readHistoryPage } from '../history/readHistoryPage.ts'
import { toHistoryTransaction } from '../history/toHistoryTransaction.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { publicBaseUrl } from '../http/publicBaseUrl.ts'
import { readQuery } from '../http/readQuery.ts'
import { tokenIconUrl } from '../http/tokenIconUrl.ts'
import { parseCurrency } from '../validation/readCurrency.ts'
import { readAccountScope, requireAccountAddress } from './readAccountScope.ts'

/**
 * GET /v1/account/{address}/history (API-SHAPES §2.3): the indexed transactions of the address, newest first,
 * `next` pages on. The chains are caught up before answering (EVM: to their head; Solana: the address's new
 * signatures), so a transfer mined before the request is listed. `onramp=coinbase` asks for on-ramp purchases, which the local stub provider never makes: an empty page.
 */
export function registerHistoryRoute(app: FastifyInstance, context: ApiContext): void {
  app.get<{ Params: { address: string } }>(
    '/v1/account/:address/history',
    { config: { project: true } },
    async (request) => {
      const raw = request.params.address
      requireAccountAddress(raw)
      const onramp = readQuery(request, 'onramp')
      if (onramp !== undefined && onramp !== 'coinbase')
        throw new ApiHttpError(
          400,
          'provider',
          `Invalid parameter: onramp provider ${onramp} is not supported`,
        )
      const currency = parseCurrency(readQuery(request, 'currency') ?? 'usd')
      const { namespace, chains, named } = readAccountScope(request, context, raw)
      const address = namespace.indexKey(raw)
      const cursor = readQuery(request, 'cursor')
      const after = cursor === undefined ? undefined : decodeHistoryCursor(cursor)
      if (onramp) return { data: [], next: null }
      const synced = await Promise.allSettled(chains.map((chain) => chain.syncHistory(raw)))
      const failed = synced.filter((result) => result.status === 'rejected')
      for (const result of failed) request.log.warn({ err: result.reason }, 'history indexing failed')
      if (failed.length === chains.length || (named && failed.length > 0))
        throw new ApiHttpError(503, '', 'Transaction provider is temporarily unavailable')
      const page = await readHistoryPage({
        db: context.db,
        address,
        ...(named && chains[0] ? { chainId: chains[0].caipNetworkId } : {}),
        ...(after ? { after } : {}),
        limit: context.historyPageSize,
      })
      const baseUrl = publicBaseUrl(request, context.publicUrl)
      return {
        data: page.items.map((item) =>
          toHistoryTransaction(item, {
            address,
            namespace,
            priceOf: (caip10) => priceOf(context.prices, currency, caip10),
            iconOf: (symbol) => tokenIconUrl(baseUrl, symbol),
          }),
        ),
        next: page.next ?? null,
      }
    },
  )
}
