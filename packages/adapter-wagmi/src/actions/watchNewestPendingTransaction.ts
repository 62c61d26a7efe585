import { type Config, watchPendingTransactions } from '@wagmi/core'

export interface WatchNewestPendingTransactionParameters {
  chainId: number
  pollingInterval: number
  /** Called once per poll that found pending transactions, with the newest hash. */
  onTransaction(hash: string): void
  /** The node refused the filter or a poll failed. */
  onError(error: Error): void
}

/**
 * Polls `chainId`'s node for pending transactions (`eth_newPendingTransactionFilter`, then
 * `eth_getFilterChanges`) and reports the newest hash of each poll that found any; returns the function that
 * stops it. Part of the adapter's lazy module (`wagmiRuntime.ts`), which the pending-transactions watcher loads once
 * a wallet is connected: viem's filter code brings its event-log decoder along, which a page without a connection
 * never needs.
 *
 * @example
 * const unwatch = watchNewestPendingTransaction(config, { chainId: 1, pollingInterval: 30_000, onTransaction, onError })
 */
export function watchNewestPendingTransaction(
  config: Config,
  parameters: WatchNewestPendingTransactionParameters,
): () => void {
  return watchPendingTransactions(config, {
    chainId: parameters.chainId,
    syncConnectedChain: false,
    poll: true,
    pollingInterval: parameters.pollingInterval,
    onTransactions(hashes) {
      const newest = hashes.at(-1)
      if (newest) parameters.onTransaction(newest)
    },
    onError: parameters.onError,
  })
}
