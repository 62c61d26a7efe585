import { ONRAMP_DEFAULT_LIMITS, ONRAMP_DEFAULT_PAYMENT_CURRENCIES } from '../constants/defaults.ts'
import { ONRAMP_PLACEHOLDER_QUOTE_ID } from './apiConstants.ts'
import type { BlockchainApiContext, NetworkScopedParameters } from './BlockchainApiContext.ts'
import { type Schema, schema as s } from './schema.ts'

export interface OnrampPaymentLimit {
  /** Coinbase payment method id, e.g. `card` or `ach_bank_account`. */
  id: string
  min: number
  max: number
}

export interface OnrampPaymentCurrency {
  id: string
  limits: OnrampPaymentLimit[]
}

export interface OnrampNetwork {
  name: string
  displayName: string
  chainId: string
  contractAddress: string
}

export interface OnrampPurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: OnrampNetwork[]
}

export interface OnrampOptions {
  paymentCurrencies: OnrampPaymentCurrency[]
  purchaseCurrencies: OnrampPurchaseCurrency[]
}

export interface OnrampAmount {
  amount: string
  currency: string
}

/** The spec §3 "On-ramp quote". */
export interface OnrampQuote {
  coinbaseFee: OnrampAmount
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
}

export interface OnrampDestinationWallet {
  address: string
  blockchains?: readonly string[]
  assets?: readonly string[]
  supportedNetworks?: readonly string[]
}

export interface GenerateOnrampUrlParameters extends NetworkScopedParameters {
  destinationWallets: readonly OnrampDestinationWallet[]
  partnerUserId: string
  defaultNetwork?: string
  defaultExperience?: 'buy' | 'send'
  /** Non-negative integers (the API rejects fractions). */
  presetCryptoAmount?: number
  presetFiatAmount?: number
}

export interface GetOnrampQuoteParameters extends NetworkScopedParameters {
  purchaseCurrency: OnrampPurchaseCurrency
  paymentCurrency: OnrampPaymentCurrency
  amount: string
  network: string
}

/** Coinbase method ids of the spec's default limits (spec §8, §9). */
const DEFAULT_LIMIT_IDS = { card: 'card', bankAccount: 'ach_bank_account' } as const

/** The options used when the options call fails: USD and EUR, card 10-7500, bank account 10-25000 (spec §8). */
export const ONRAMP_FALLBACK_OPTIONS: OnrampOptions = {
  paymentCurrencies: ONRAMP_DEFAULT_PAYMENT_CURRENCIES.map((id) => ({
    id,
    limits: (Object.keys(DEFAULT_LIMIT_IDS) as (keyof typeof DEFAULT_LIMIT_IDS)[]).map((key) => ({
      id: DEFAULT_LIMIT_IDS[key],
      ...ONRAMP_DEFAULT_LIMITS[key],
    })),
  })),
  purchaseCurrencies: [],
}

const limitSchema: Schema<OnrampPaymentLimit> = s.object({
  id: s.string(),
  min: (value, path) => Number(s.numeric()(value, path)),
  max: (value, path) => Number(s.numeric()(value, path)),
})

// Accepts the client's Coinbase snake_case and the server's camelCase (API-SHAPES §2.17, §6.1).
const paymentCurrencySchema: Schema<OnrampPaymentCurrency> = (value, path) => {
  const raw = s.object({
    id: s.string(),
    limits: s.optional(s.array(limitSchema, { skipInvalid: true })),
    payment_method_limits: s.optional(s.array(limitSchema, { skipInvalid: true })),
  })(value, path)
  return { id: raw.id, limits: raw.limits ?? raw.payment_method_limits ?? [] }
}

const networkSchema: Schema<OnrampNetwork> = (value, path) => {
  const optionalId = s.optional(s.numeric())
  const raw = s.object({
    name: s.string(),
    displayName: s.optional(s.string()),
    display_name: s.optional(s.string()),
    chainId: optionalId,
    chain_id: optionalId,
    contractAddress: s.optional(s.string()),
    contract_address: s.optional(s.string()),
  })(value, path)
  return {
    name: raw.name,
    displayName: raw.displayName ?? raw.display_name ?? raw.name,
    chainId: raw.chainId ?? raw.chain_id ?? '',
    contractAddress: raw.contractAddress ?? raw.contract_address ?? '',
  }
}

const optionsSchema: Schema<OnrampOptions> = s.object({
  paymentCurrencies: s.array(paymentCurrencySchema, { skipInvalid: true }),
  purchaseCurrencies: s.array(
    s.object({
      id: s.string(),
      name: s.string(),
      symbol: s.string(),
      networks: s.withDefault(s.array(networkSchema, { skipInvalid: true }), []),
    }),
    { skipInvalid: true },
  ),
})

// The client shape says `amount` and `paymentSubtotal`; the server's says `value` and `paymentSubTotal`.
const amountSchema: Schema<OnrampAmount> = (value, path) => {
  const raw = s.object({
    amount: s.optional(s.numeric()),
    value: s.optional(s.numeric()),
    currency: s.string(),
  })(value, path)
  // Neither key present: fail at `.amount`.
  const amount = raw.amount ?? raw.value ?? s.numeric()(undefined, `${path}.amount`)
  return { amount, currency: raw.currency }
}

const quoteSchema: Schema<OnrampQuote> = (value, path) => {
  const raw = s.object({
    coinbaseFee: s.optional(amountSchema),
    networkFee: amountSchema,
    paymentSubtotal: s.optional(amountSchema),
    paymentSubTotal: s.optional(amountSchema),
    paymentTotal: amountSchema,
    purchaseAmount: amountSchema,
    quoteId: s.string(),
  })(value, path)
  const paymentSubtotal = raw.paymentSubtotal ?? raw.paymentSubTotal ?? raw.paymentTotal
  return {
    coinbaseFee: raw.coinbaseFee ?? { amount: '0', currency: raw.paymentTotal.currency },
    networkFee: raw.networkFee,
    paymentSubtotal,
    paymentTotal: raw.paymentTotal,
    purchaseAmount: raw.purchaseAmount,
    quoteId: raw.quoteId,
  }
}

const urlSchema = s.object({ url: s.string() })

/** The 1:1 quote shown when the quote call fails (spec §8), in the payment currency. */
export function createPlaceholderQuote(amount: string, paymentCurrency: { id: string }): OnrampQuote {
  const each = (): OnrampAmount => ({ amount, currency: paymentCurrency.id })
  return {
    coinbaseFee: each(),
    networkFee: each(),
    paymentSubtotal: each(),
    paymentTotal: each(),
    purchaseAmount: each(),
    quoteId: ONRAMP_PLACEHOLDER_QUOTE_ID,
  }
}

/** On-ramp URL, options and quote (spec §7, §8). */
export function createOnrampApi({ fetcher, isNetworkSupported }: BlockchainApiContext) {
  const { projectId } = fetcher.sdkParams

  return {
    /** POST /v1/generators/onrampurl: the provider's buy URL. Unsupported network: `''`. */
    async generateOnRampUrl({
      caipNetworkId,
      signal,
      destinationWallets,
      partnerUserId,
      defaultNetwork,
      defaultExperience,
      presetCryptoAmount,
      presetFiatAmount,
    }: GenerateOnrampUrlParameters): Promise<string> {
      if (!(await isNetworkSupported(caipNetworkId))) return ''
      const { url } = await fetcher.post('/v1/generators/onrampurl', {
        params: { projectId },
        body: {
          destinationWallets,
          defaultNetwork,
          partnerUserId,
          defaultExperience,
          presetCryptoAmount,
          presetFiatAmount,
        },
        schema: urlSchema,
        signal,
      })
      return url
    },

    /**
     * GET /v1/onramp/options. Unsupported network: empty lists. A failed or malformed answer gives the built-in
     * defaults (spec §8).
     */
    async getOnrampOptions({ caipNetworkId, signal }: NetworkScopedParameters): Promise<OnrampOptions> {
      if (!(await isNetworkSupported(caipNetworkId))) return { paymentCurrencies: [], purchaseCurrencies: [] }
      try {
        return await fetcher.get('/v1/onramp/options', { schema: optionsSchema, signal })
      } catch (error) {
        if (signal?.aborted) throw error
        return structuredClone(ONRAMP_FALLBACK_OPTIONS)
      }
    },

    /**
     * POST /v1/onramp/quote. Unsupported network: `null`. A failed or malformed answer gives a placeholder
     * quote (spec §8).
     */
    async getOnrampQuote({
      caipNetworkId,
      signal,
      purchaseCurrency,
      paymentCurrency,
      amount,
      network,
    }: GetOnrampQuoteParameters): Promise<OnrampQuote | null> {
      if (!(await isNetworkSupported(caipNetworkId))) return null
      try {
        return await fetcher.post('/v1/onramp/quote', {
          params: { projectId },
          body: { purchaseCurrency, paymentCurrency, amount, network },
          schema: quoteSchema,
          signal,
        })
      } catch (error) {
        if (signal?.aborted) throw error
        return createPlaceholderQuote(amount, paymentCurrency)
      }
    },
  }
}

export type OnrampApi = ReturnType<typeof createOnrampApi>
