import type { AccountChainRegistry } from './chain/createAccountChainRegistry.ts'
import type { ChainRegistry } from './chain/createChainRegistry.ts'
import type { ApiLimits, ApiRateLimit } from './config/ApiLimits.ts'
import type { ApiProject } from './config/ApiProject.ts'
import type { PriceTable } from './config/PriceTable.ts'
import type { Database } from './db/Database.ts'
import type { HistoryIndexer } from './history/createHistoryIndexer.ts'
import type { RegistryWallet } from './registry/RegistryWallet.ts'

/** What the routes share: the store, the chains, and the operator's data. Built once per server. */
export interface ApiContext {
  db: Database
  /** The EVM chains (names, identity, sessions, gas price, on-ramp). */
  chains: ChainRegistry
  /** Every served chain, EVM and Solana: balances, history, token lists, prices, supported chains. */
  accounts: AccountChainRegistry
  /** The EVM block indexers by CAIP-2 chain id. */
  indexers: ReadonlyMap<string, HistoryIndexer>
  prices: PriceTable
  projects: readonly ApiProject[]
  wallets: readonly RegistryWallet[]
  /** Folder of the SVG images (`wallets/`, `assets/`, `tokens/`, `currencies/`). */
  imagesDir: string
  /** Name zones, the first is the default (e.g. `reown.id`). */
  nameZones: readonly string[]
  historyPageSize: number
  /** The base of URLs the server hands out (icons, on-ramp page); absent: the listening address (loopback). */
  publicUrl: string | undefined
  now: () => number
  limits: ApiLimits
  rateLimit: ApiRateLimit
}
