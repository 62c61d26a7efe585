import { API_CURRENCY } from '../constants/defaults.ts'
import { SWAP_SLIPPAGE_TOLERANCE } from '../constants/limits.ts'
import type { BlockchainApiContext, NetworkScopedParameters } from './BlockchainApiContext.ts'
import { NetworkNotSupportedError } from './NetworkNotSupportedError.ts'
import { type Schema, schema as s } from './schema.ts'

/** A swappable token (API-SHAPES §2.5); `address` is CAIP-10. */
export interface SwapToken {
  name: string
  symbol: string
  address: string
  decimals: number
  logoUri: string | null
  eip2612?: boolean
}

export interface SwapQuote {
  id: string | null
  /** Source amount in the source token's smallest units. */
  fromAmount: string
  fromAccount: string
  /** Destination amount in the destination token's smallest units. */
  toAmount: string
  toAccount: string
}

export interface FungiblePrice {
  address: string
  name: string
  symbol: string
  iconUrl: string
  price: number
}

/** Gas prices in wei (API-SHAPES §2.9). */
export interface GasPrice {
  standard: string
  fast: string
  instant: string
}

export interface SwapTransaction {
  /** CAIP-10 user account. */
  from: string
  /** CAIP-10 router. */
  to: string
  data: string
  /** Expected output amount, destination units. */
  amount: string
  eip155: { gas: string; gasPrice: string }
}

export interface ApproveTransaction {
  /** CAIP-10 token to approve; the approval is sent to its plain address (API-SHAPES §2.11). */
  from: string
  to: string
  data: string
  value: string
  eip155: { gas?: string; gasPrice: string } | null
}

export interface FetchSwapQuoteParameters extends NetworkScopedParameters {
  /** Integer string, source token smallest units. */
  amount: string
  userAddress: string
  /** CAIP-10 source and destination tokens on the same chain. */
  from: string
  to: string
  gasPrice?: string
}

export interface FetchTokenPriceParameters extends NetworkScopedParameters {
  /** CAIP-10 tokens; the API prices only the first. */
  addresses: readonly string[]
}

export interface FetchSwapAllowanceParameters extends NetworkScopedParameters {
  tokenAddress: string
  userAddress: string
}

export interface GenerateSwapCalldataParameters extends NetworkScopedParameters {
  amount: string
  from: string
  to: string
  /** CAIP-10 user account. */
  userAddress: string
}

export interface GenerateApproveCalldataParameters extends NetworkScopedParameters {
  from: string
  to: string
  userAddress: string
  /** Omitted for an unlimited approval. */
  amount?: string
}

const tokensSchema = s.object({
  tokens: s.array(
    s.object({
      name: s.string(),
      symbol: s.string(),
      address: s.string(),
      decimals: s.number(),
      logoUri: s.withDefault(s.nullable(s.string()), null),
      eip2612: s.optional(s.boolean()),
    }) satisfies Schema<SwapToken>,
    { skipInvalid: true },
  ),
})

const quotesSchema = s.object({
  quotes: s.array(
    s.object({
      id: s.withDefault(s.nullable(s.string()), null),
      fromAmount: s.numeric(),
      fromAccount: s.string(),
      toAmount: s.numeric(),
      toAccount: s.string(),
    }) satisfies Schema<SwapQuote>,
    { skipInvalid: true },
  ),
})

const pricesSchema = s.object({
  fungibles: s.array(
    s.object({
      address: s.string(),
      name: s.string(),
      symbol: s.string(),
      iconUrl: s.withDefault(s.string(), ''),
      price: s.number(),
    }) satisfies Schema<FungiblePrice>,
    { skipInvalid: true },
  ),
})

const allowanceSchema = s.object({ allowance: s.numeric() })

const gasPriceSchema: Schema<GasPrice> = s.object({
  standard: s.numeric(),
  fast: s.numeric(),
  instant: s.numeric(),
})

const swapTransactionSchema = s.object({
  tx: s.object({
    from: s.string(),
    to: s.string(),
    data: s.string(),
    amount: s.numeric(),
    eip155: s.object({ gas: s.numeric(), gasPrice: s.numeric() }),
  }) satisfies Schema<SwapTransaction>,
})

const approveTransactionSchema = s.object({
  tx: s.object({
    from: s.string(),
    to: s.string(),
    data: s.string(),
    value: s.withDefault(s.numeric(), '0'),
    eip155: s.nullable(s.object({ gas: s.optional(s.numeric()), gasPrice: s.numeric() })),
  }) satisfies Schema<ApproveTransaction>,
})

/** Swap (convert) and token price calls (spec §7). */
export function createConvertApi({ fetcher, isNetworkSupported }: BlockchainApiContext) {
  const { projectId } = fetcher.sdkParams

  return {
    /** GET /v1/convert/tokens. Unsupported network: `{ tokens: [] }`. */
    async fetchSwapTokens({
      caipNetworkId,
      signal,
    }: NetworkScopedParameters): Promise<{ tokens: SwapToken[] }> {
      if (!(await isNetworkSupported(caipNetworkId))) return { tokens: [] }
      return fetcher.get('/v1/convert/tokens', {
        params: { chainId: caipNetworkId },
        schema: tokensSchema,
        signal,
      })
    },

    /** GET /v1/convert/quotes. Unsupported network: `{ quotes: [] }`. */
    async fetchSwapQuote({
      caipNetworkId,
      signal,
      amount,
      userAddress,
      from,
      to,
      gasPrice,
    }: FetchSwapQuoteParameters): Promise<{ quotes: SwapQuote[] }> {
      if (!(await isNetworkSupported(caipNetworkId))) return { quotes: [] }
      return fetcher.get('/v1/convert/quotes', {
        params: { amount, userAddress, from, to, gasPrice },
        schema: quotesSchema,
        signal,
      })
    },

    /** POST /v1/fungible/price in usd (spec §7). Unsupported network: `{ fungibles: [] }`. */
    async fetchTokenPrice({
      caipNetworkId,
      signal,
      addresses,
    }: FetchTokenPriceParameters): Promise<{ fungibles: FungiblePrice[] }> {
      if (!(await isNetworkSupported(caipNetworkId))) return { fungibles: [] }
      return fetcher.post('/v1/fungible/price', {
        body: { projectId, currency: API_CURRENCY, addresses },
        schema: pricesSchema,
        signal,
      })
    },

    /** GET /v1/convert/allowance. Unsupported network: `{ allowance: '0' }`. */
    async fetchSwapAllowance({
      caipNetworkId,
      signal,
      tokenAddress,
      userAddress,
    }: FetchSwapAllowanceParameters): Promise<{ allowance: string }> {
      if (!(await isNetworkSupported(caipNetworkId))) return { allowance: '0' }
      return fetcher.get('/v1/convert/allowance', {
        params: { tokenAddress, userAddress },
        schema: allowanceSchema,
        signal,
      })
    },

    /** GET /v1/convert/gas-price. Unsupported network: throws 'Network not supported for Gas Price'. */
    async fetchGasPrice({ caipNetworkId, signal }: NetworkScopedParameters): Promise<GasPrice> {
      if (!(await isNetworkSupported(caipNetworkId)))
        throw new NetworkNotSupportedError('gasPrice', caipNetworkId)
      return fetcher.get('/v1/convert/gas-price', {
        params: { chainId: caipNetworkId },
        schema: gasPriceSchema,
        signal,
      })
    },

    /** POST /v1/convert/build-transaction. Unsupported network: throws 'Network not supported for Swaps'. */
    async generateSwapCalldata({
      caipNetworkId,
      signal,
      amount,
      from,
      to,
      userAddress,
    }: GenerateSwapCalldataParameters): Promise<SwapTransaction> {
      if (!(await isNetworkSupported(caipNetworkId)))
        throw new NetworkNotSupportedError('swaps', caipNetworkId)
      const { tx } = await fetcher.post('/v1/convert/build-transaction', {
        body: {
          projectId,
          amount,
          eip155: { slippage: SWAP_SLIPPAGE_TOLERANCE },
          from,
          to,
          userAddress,
          disableEstimate: true,
        },
        schema: swapTransactionSchema,
        signal,
      })
      return tx
    },

    /** GET /v1/convert/build-approve. Unsupported network: throws 'Network not supported for Swaps'. */
    async generateApproveCalldata({
      caipNetworkId,
      signal,
      from,
      to,
      userAddress,
      amount,
    }: GenerateApproveCalldataParameters): Promise<ApproveTransaction> {
      if (!(await isNetworkSupported(caipNetworkId)))
        throw new NetworkNotSupportedError('swaps', caipNetworkId)
      const { tx } = await fetcher.get('/v1/convert/build-approve', {
        params: { userAddress, from, to, amount },
        schema: approveTransactionSchema,
        signal,
      })
      return tx
    },
  }
}

export type ConvertApi = ReturnType<typeof createConvertApi>
