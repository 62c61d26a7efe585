import type { AccountChain } from '../chain/AccountChain.ts'
import type { Database } from '../db/Database.ts'
import { createSolanaChainHandle } from './createSolanaChainHandle.ts'
import { createSolanaHistoryIndexer } from './createSolanaHistoryIndexer.ts'
import { readSolanaBalances } from './readSolanaBalances.ts'
import type { SolanaApiChain } from './SolanaApiChain.ts'
import { solanaNamespace, solanaNativeTokenAddress } from './solanaNamespace.ts'

export interface CreateSolanaAccountChainParameters {
  config: SolanaApiChain
  db: Database
  onWarning?: (message: string) => void
}

/**
 * A Solana cluster as the account routes use it: balances (SOL and every SPL token held), history indexed per
 * address on request, the configured tokens. Only the configured `rpcUrl` is ever called.
 *
 * @example const chain = createSolanaAccountChain({ config, db }); await chain.readBalances(owner, options)
 */
export function createSolanaAccountChain({
  config,
  db,
  onWarning,
}: CreateSolanaAccountChainParameters): AccountChain {
  const chain = createSolanaChainHandle(config)
  const indexer = createSolanaHistoryIndexer({ db, chain, ...(onWarning ? { onWarning } : {}) })
  const native = () => ({ ...chain.nativeCurrency, address: solanaNativeTokenAddress })
  return {
    namespace: solanaNamespace,
    caipNetworkId: chain.caipNetworkId,
    readBalances: (address, options) => readSolanaBalances(chain, address, options),
    syncHistory: (address) => indexer.syncAddress(address),
    idle: () => indexer.idle(),
    listTokens: () => [native(), ...(config.tokens ?? []).map((token) => ({ ...token }))],
    // Named without a chain read: the native coin and the configured mints (a classic mint has no name on chain).
    async findToken(address) {
      if (address === solanaNativeTokenAddress) return native()
      const known = chain.knownToken(address)
      return known ? { ...known } : undefined
    },
  }
}
