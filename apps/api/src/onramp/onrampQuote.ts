import { randomUUID } from 'node:crypto'
import type { ApiContext } from '../ApiContext.ts'
import { nativeTokenAddress } from '../config/nativeTokenAddress.ts'
import { priceOf } from '../config/priceOf.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'

/** The stub provider's fee, in basis points of the payment (inside the spec's 1-2% range). */
const PROVIDER_FEE_BPS = 150
/** A flat network fee in the payment currency. */
const NETWORK_FEE = 0.1

const round = (value: number, digits: number) => value.toFixed(digits)

/**
 * A quote of the stub provider (spec §3 "On-ramp quote", the client's `{amount, currency}` shape): the payment
 * minus a 1.5% fee and a flat network fee buys `subtotal / price` of the coin, priced from the operator's table in
 * the payment currency (400 `asset` when the table has no price).
 */
export function onrampQuote(context: ApiContext, body: Record<string, unknown>) {
  const purchaseCurrency = body.purchaseCurrency as { id?: unknown; symbol?: unknown } | undefined
  const paymentCurrency = body.paymentCurrency as { id?: unknown } | undefined
  const { amount, network } = body
  const symbol = typeof purchaseCurrency?.symbol === 'string' ? purchaseCurrency.symbol : purchaseCurrency?.id
  if (typeof symbol !== 'string')
    throw new ApiHttpError(400, 'purchaseCurrency', 'purchaseCurrency.id is required')
  const payment = paymentCurrency?.id
  if (typeof payment !== 'string' || !/^[A-Z]{3}$/.test(payment))
    throw new ApiHttpError(400, 'paymentCurrency', 'paymentCurrency.id must be a 3-letter currency code')
  const paid = typeof amount === 'string' || typeof amount === 'number' ? Number(amount) : Number.NaN
  if (!Number.isFinite(paid) || paid <= 0)
    throw new ApiHttpError(400, 'amount', 'amount must be a positive number')
  const chain =
    typeof network === 'string'
      ? context.chains.list.find(
          (candidate) =>
            candidate.caipNetworkId === network ||
            String(candidate.config.id) === network ||
            candidate.config.name === network,
        )
      : context.chains.list[0]
  if (!chain) throw new ApiHttpError(400, 'network', `Network ${String(network)} is not supported`)
  const token =
    chain.config.nativeCurrency.symbol === symbol
      ? nativeTokenAddress
      : chain.config.tokens?.find((candidate) => candidate.symbol === symbol)?.address
  const price = token
    ? priceOf(context.prices, payment.toLowerCase(), `${chain.caipNetworkId}:${token}`)
    : undefined
  if (!price) throw new ApiHttpError(400, 'asset', `${symbol} cannot be bought with ${payment} here`)
  const fee = (paid * PROVIDER_FEE_BPS) / 10_000
  const subtotal = Math.max(paid - fee - NETWORK_FEE, 0)
  const each = (value: number, currency: string, digits = 2) => ({ amount: round(value, digits), currency })
  return {
    coinbaseFee: each(fee, payment),
    networkFee: each(NETWORK_FEE, payment),
    paymentSubtotal: each(subtotal, payment),
    paymentTotal: each(paid, payment),
    purchaseAmount: each(subtotal / price, symbol, 8),
    quoteId: randomUUID(),
  }
}
