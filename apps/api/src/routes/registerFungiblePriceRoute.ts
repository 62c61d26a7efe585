import type { FastifyInstance } from 'fastify'
import type { ApiContext } from '../ApiContext.ts'
import { priceOf } from '../config/priceOf.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { publicBaseUrl } from '../http/publicBaseUrl.ts'
import { readBodyObject } from '../http/readBody.ts'
import { tokenIconUrl } from '../http/tokenIconUrl.ts'
import { parseCaipToken } from '../validation/parseCaipToken.ts'
import { parseCurrency } from '../validation/readCurrency.ts'

const MAX_ADDRESSES = 100

/**
 * POST /v1/fungible/price (API-SHAPES §2.7): the operator's price of `addresses[0]` (only the first is priced, as
 * the API does; EVM or Solana), with the token's name, symbol and decimals. A token the table has no price for -> 400 `asset`.
 */
export function registerFungiblePriceRoute(app: FastifyInstance, context: ApiContext): void {
  app.post('/v1/fungible/price', { config: { project: true } }, async (request) => {
    const body = readBodyObject(request)
    const currency = parseCurrency(body.currency)
    const { addresses } = body
    if (!Array.isArray(addresses) || addresses.length > MAX_ADDRESSES)
      throw new ApiHttpError(
        422,
        'addresses',
        'Deserialization error: addresses must be a list of CAIP-10 tokens',
      )
    const [first] = addresses
    if (typeof first !== 'string')
      throw new ApiHttpError(400, 'address', 'addresses must name at least one token')
    const token = parseCaipToken(first)
    const chain = context.accounts.get(token.network.id)
    if (!chain)
      throw new ApiHttpError(400, 'chainId', `We don't support the chainId you provided: ${token.network.id}`)
    const price = priceOf(context.prices, currency, `${token.network.id}:${token.address}`)
    // Only a priced token is looked up, so a client cannot make the server read arbitrary contracts.
    const info = price === undefined ? undefined : await chain.findToken(token.address)
    if (price === undefined || !info) throw new ApiHttpError(400, 'asset', 'Asset is not supported')
    return {
      fungibles: [
        {
          address: first,
          name: info.name,
          symbol: info.symbol,
          iconUrl: info.iconUrl ?? tokenIconUrl(publicBaseUrl(request, context.publicUrl), info.symbol),
          price,
          decimals: info.decimals,
        },
      ],
    }
  })
}
