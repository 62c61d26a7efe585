import type { AccountNamespace } from './AccountNamespace.ts'
import type { ApiBalance } from './ApiBalance.ts'

/** What a balance read needs besides the address: prices and icons, as the request asks for them. */
export interface BalanceReadOptions {
  /** CAIP-10 tokens the client asked to re-read (`forceUpdate`), already checked, on this chain. */
  extraTokens: readonly string[]
  /** The operator's price of a CAIP-10 token in the request currency; undefined when the table has none. */
  priceOf(caip10: string): number | undefined
  /** The server's icon URL for a token symbol. */
  iconOf(symbol: string): string
}

/** A token as the convert list and the price route show it. */
export interface AccountChainToken {
  /** The token's address in its namespace (`nativeTokenAddress` for the native coin). */
  address: string
  name: string
  symbol: string
  decimals: number
  iconUrl?: string
}

/**
 * What the account routes (balance, history, token list, price) need of one served chain, whatever its namespace.
 * Each namespace builds its own (`createEvmAccountChain`, `createSolanaAccountChain`).
 */
export interface AccountChain {
  namespace: AccountNamespace
  /** CAIP-2, e.g. `eip155:31337`, `solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx`. */
  caipNetworkId: string
  /** Balances of `address` (already checked for this namespace) read from the chain now: native first. */
  readBalances(address: string, options: BalanceReadOptions): Promise<ApiBalance[]>
  /** Brings the history index up to date for `address` (already checked) before a page of it is read. */
  syncHistory(address: string): Promise<void>
  /** Waits for the indexing in progress, if any (before the store closes). */
  idle(): Promise<void>
  /** The native coin and the configured tokens. */
  listTokens(): AccountChainToken[]
  /** A token's metadata for a price answer, or undefined when this server cannot name it. */
  findToken(address: string): Promise<AccountChainToken | undefined>
}
