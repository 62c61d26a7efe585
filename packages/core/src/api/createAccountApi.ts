import { API_CURRENCY } from '../constants/defaults.ts'
import { BALANCE_CACHE_MS, HISTORY_CACHE_MS, IDENTITY_CACHE_MS } from './apiConstants.ts'
import type { BlockchainApiContext, NetworkScopedParameters } from './BlockchainApiContext.ts'
import { type Schema, schema as s } from './schema.ts'

/** ENS-style identity of an address (API-SHAPES §2.2). */
export interface Identity {
  name: string | null
  avatar: string | null
}

/** A token balance (spec §3 "Token balance"); `address` is absent for the native token. */
export interface TokenBalance {
  name: string
  symbol: string
  chainId?: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export interface TokenBalanceResult {
  balances: TokenBalance[]
  /** True when the network is not served: no request was made and the UI says 'Token Balance Unavailable'. */
  unsupportedNetwork: boolean
}

/** History metadata (spec §3 "Transaction history item"; API-SHAPES §2.3). */
export interface TransactionMetadata {
  operationType: string
  hash: string
  minedAt: string
  sentFrom: string
  sentTo: string
  status: string
  nonce: number
  application?: { name: string | null; iconUrl: string | null }
  chain?: string
}

/** One transfer; keys stay snake_case as the API sends them. */
export interface TransactionTransfer {
  fungible_info?: { name: string | null; symbol: string | null; icon: { url: string } | null }
  nft_info?: {
    name: string | null
    content?: { preview?: { url: string; content_type: string | null } }
    flags?: { is_spam: boolean }
  }
  direction: string
  quantity: { numeric: string }
  value?: number
  price?: number
}

export interface Transaction {
  id: string
  metadata: TransactionMetadata
  transfers: TransactionTransfer[]
}

export interface TransactionHistory {
  data: Transaction[]
  /** Cursor of the next page; undefined on the last one. */
  next: string | undefined
}

export interface FetchIdentityParameters extends NetworkScopedParameters {
  address: string
  /** The connected account asking, when there is one. */
  sender?: string
}

export interface FetchTransactionsParameters extends NetworkScopedParameters {
  address: string
  cursor?: string
  /** Only `coinbase` is accepted by the API. */
  onramp?: 'coinbase'
}

export interface GetBalanceParameters extends NetworkScopedParameters {
  address: string
  /** CAIP-10 token contracts whose balance is re-read now (bypasses the caches). */
  forceUpdate?: readonly string[]
}

const nullableString = s.nullable(s.string())

const identitySchema: Schema<Identity> = s.object({ name: nullableString, avatar: nullableString })

const tokenBalanceSchema: Schema<TokenBalance> = s.object({
  name: s.string(),
  symbol: s.string(),
  chainId: s.optional(s.string()),
  address: s.optional(s.string()),
  value: s.optional(s.number()),
  price: s.withDefault(s.number(), 0),
  quantity: s.object({ decimals: s.numeric(), numeric: s.numeric() }),
  iconUrl: s.withDefault(s.string(), ''),
})

const balancesSchema = s.object({ balances: s.array(tokenBalanceSchema, { skipInvalid: true }) })

const transferSchema: Schema<TransactionTransfer> = s.object({
  fungible_info: s.optional(
    s.object({
      name: nullableString,
      symbol: nullableString,
      icon: s.withDefault(s.nullable(s.object({ url: s.string() })), null),
    }),
  ),
  nft_info: s.optional(
    s.object({
      name: nullableString,
      content: s.withDefault(
        s.optional(
          s.object({
            preview: s.optional(s.object({ url: s.string(), content_type: nullableString })),
          }),
        ),
        undefined,
      ),
      flags: s.withDefault(s.optional(s.object({ is_spam: s.boolean() })), undefined),
    }),
  ),
  direction: s.string(),
  quantity: s.object({ numeric: s.numeric() }),
  value: s.optional(s.number()),
  price: s.optional(s.number()),
})

const transactionSchema: Schema<Transaction> = s.object({
  id: s.string(),
  metadata: s.object({
    operationType: s.string(),
    hash: s.string(),
    minedAt: s.string(),
    sentFrom: s.string(),
    sentTo: s.string(),
    status: s.string(),
    nonce: s.withDefault(s.number(), 0),
    application: s.withDefault(
      s.optional(s.object({ name: nullableString, iconUrl: nullableString })),
      undefined,
    ),
    chain: s.optional(s.string()),
  }),
  transfers: s.withDefault(s.array(transferSchema, { skipInvalid: true }), []),
})

const historySchema = s.object({
  data: s.array(transactionSchema, { skipInvalid: true }),
  next: s.optional(s.string()),
})

/** Identity, history and balance of an address (spec §7). */
export function createAccountApi({ fetcher, isNetworkSupported }: BlockchainApiContext) {
  return {
    /** GET /v1/identity/{address}; cached 5 min. Unsupported network: no name, no avatar. */
    async fetchIdentity({
      address,
      caipNetworkId,
      sender,
      signal,
    }: FetchIdentityParameters): Promise<Identity> {
      if (!(await isNetworkSupported(caipNetworkId))) return { name: null, avatar: null }
      return fetcher.get(`/v1/identity/${encodeURIComponent(address)}`, {
        params: { sender },
        cacheTtlMs: IDENTITY_CACHE_MS,
        schema: identitySchema,
        signal,
      })
    },

    /** GET /v1/account/{address}/history; cached 15 s. Unsupported network: an empty last page. */
    async fetchTransactions({
      address,
      caipNetworkId,
      cursor,
      onramp,
      signal,
    }: FetchTransactionsParameters): Promise<TransactionHistory> {
      if (!(await isNetworkSupported(caipNetworkId))) return { data: [], next: undefined }
      const { data, next } = await fetcher.get(`/v1/account/${encodeURIComponent(address)}/history`, {
        params: { cursor, chainId: caipNetworkId, onramp },
        cacheTtlMs: HISTORY_CACHE_MS,
        schema: historySchema,
        signal,
      })
      return { data, next }
    },

    /**
     * GET /v1/account/{address}/balance in usd (spec §7); cached 30 s. Unsupported network: no request, empty
     * balances and `unsupportedNetwork: true`.
     */
    async getBalance({
      address,
      caipNetworkId,
      forceUpdate,
      signal,
    }: GetBalanceParameters): Promise<TokenBalanceResult> {
      if (!(await isNetworkSupported(caipNetworkId))) return { balances: [], unsupportedNetwork: true }
      const { balances } = await fetcher.get(`/v1/account/${encodeURIComponent(address)}/balance`, {
        params: { currency: API_CURRENCY, chainId: caipNetworkId, forceUpdate },
        cacheTtlMs: BALANCE_CACHE_MS,
        schema: balancesSchema,
        signal,
      })
      return { balances, unsupportedNetwork: false }
    },
  }
}

export type AccountApi = ReturnType<typeof createAccountApi>
