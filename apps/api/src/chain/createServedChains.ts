import { type ApiChain, isEvmApiChain } from '../config/ApiChain.ts'
import type { Database } from '../db/Database.ts'
import { createHistoryIndexer, type HistoryIndexer } from '../history/createHistoryIndexer.ts'
import { createSolanaAccountChain } from '../solana/createSolanaAccountChain.ts'
import type { AccountChain } from './AccountChain.ts'
import { type AccountChainRegistry, createAccountChainRegistry } from './createAccountChainRegistry.ts'
import { type ChainRegistry, createChainRegistry } from './createChainRegistry.ts'
import { createEvmAccountChain } from './createEvmAccountChain.ts'

export interface ServedChains {
  /** The EVM chains' viem handles (names, identity, sessions, gas, on-ramp). */
  evm: ChainRegistry
  /** The EVM block indexers by CAIP-2 id (the background indexing reads them; Solana indexes on request). */
  indexers: ReadonlyMap<string, HistoryIndexer>
  /** Every served chain, any namespace, as the account routes use them. */
  accounts: AccountChainRegistry
}

/**
 * The configured chains, built for the routes: each chain by its namespace's own code.
 *
 * @example const { accounts } = createServedChains({ chains: config.chains, db })
 */
export function createServedChains({
  chains,
  db,
  onWarning,
}: {
  chains: readonly ApiChain[]
  db: Database
  onWarning?: (message: string) => void
}): ServedChains {
  const warn = onWarning ? { onWarning } : {}
  const evm = createChainRegistry(chains)
  const indexers = new Map(
    evm.list.map((chain) => [chain.caipNetworkId, createHistoryIndexer({ db, chain, ...warn })]),
  )
  const accounts = chains.map((config): AccountChain => {
    if (!isEvmApiChain(config)) return createSolanaAccountChain({ config, db, ...warn })
    const caipNetworkId = `eip155:${config.id}`
    const handle = evm.get(caipNetworkId)
    const indexer = indexers.get(caipNetworkId)
    if (!handle || !indexer) throw new Error(`${caipNetworkId} has no handle`)
    return createEvmAccountChain(handle, indexer)
  })
  return { evm, indexers, accounts: createAccountChainRegistry(accounts) }
}
