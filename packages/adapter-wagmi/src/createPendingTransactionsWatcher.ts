import type { Config } from '@wagmi/core'

export interface PendingTransactionsWatcher {
  /** Watches `chainId` (restarting when it changes); undefined stops watching. */
  watch(chainId: number | undefined): void
  stop(): void
}

export interface CreatePendingTransactionsWatcherParameters {
  pollingInterval: number
  /** Called once per poll that found pending transactions, with the newest hash. */
  onTransaction(hash: string): void
}

/**
 * Polls the connected chain's node for pending transactions (`eth_newPendingTransactionFilter`, spec §7). A
 * node reports the whole mempool, so one poll yields one report (its newest hash): listeners refresh a balance
 * once per poll, not once per stranger's transaction. A node that refuses filters stops the watch instead of
 * failing on every poll. The polling code loads on the first `watch` of a chain (a page without a connection
 * never needs it); a watch stopped or replaced before it loaded never starts.
 *
 * @example
 * const watcher = createPendingTransactionsWatcher(config, { pollingInterval: 30_000, onTransaction })
 * watcher.watch(1)
 */
export function createPendingTransactionsWatcher(
  config: Config,
  parameters: CreatePendingTransactionsWatcherParameters,
): PendingTransactionsWatcher {
  let current: { chainId: number; unwatch: () => void } | undefined

  function stop() {
    current?.unwatch()
    current = undefined
  }

  async function start(watching: { chainId: number; unwatch: () => void }) {
    const { watchNewestPendingTransaction } = await import('./wagmiRuntime.ts')
    if (current !== watching) return
    watching.unwatch = watchNewestPendingTransaction(config, {
      chainId: watching.chainId,
      pollingInterval: parameters.pollingInterval,
      onTransaction: parameters.onTransaction,
      onError() {
        if (current === watching) stop()
      },
    })
  }

  return {
    watch(chainId) {
      if (current?.chainId === chainId) return
      stop()
      if (chainId === undefined || !config.chains.some((chain) => chain.id === chainId)) return
      const watching: { chainId: number; unwatch: () => void } = { chainId, unwatch: () => undefined }
      current = watching
      // A chunk that fails to load leaves this chain unwatched, like a node that refuses filters.
      start(watching).catch(() => {
        if (current === watching) stop()
      })
    },
    stop,
  }
}
