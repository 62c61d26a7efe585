import type { ChainAdapterEvents } from '@org/appkit-core'
import type { ConnectionContext } from './connection/ConnectionContext.ts'
import { createPendingTransactionsWatcher } from './createPendingTransactionsWatcher.ts'
import { toAccounts } from './toAccounts.ts'
import { watchActiveConnection } from './watchActiveConnection.ts'

/** Whether and how often the active chain is polled for pending transactions (`eth_newPendingTransactionFilter`). */
export interface PendingTransactionsFilter {
  /** Default true. */
  enable?: boolean
  /** Default 30 000 ms. */
  pollingInterval?: number
}

const DEFAULT_PENDING_TRANSACTIONS_POLLING_MS = 30_000

export interface StartAdapterWatchersParameters {
  connection: ConnectionContext
  pendingTransactionsFilter: PendingTransactionsFilter | undefined
  /** Reports one of the adapter's events to its listeners. */
  emit<E extends keyof ChainAdapterEvents>(event: E, payload: ChainAdapterEvents[E]): void
}

/**
 * Watches the adapter's wagmi config for what the wallet changes on its own (accounts, chain, disconnecting) and
 * emits those as the adapter's events, and polls the connected chain for pending transactions (unless the filter
 * is off); returns the function that stops both. Connection changes made by the adapter's own flows are reported
 * by their results, not as events. Part of the adapter's bridge (`wagmiBridge.ts`).
 *
 * @example
 * const stop = startAdapterWatchers({ connection, pendingTransactionsFilter: undefined, emit })
 */
export function startAdapterWatchers(parameters: StartAdapterWatchersParameters): () => void {
  const { connection: context, pendingTransactionsFilter: filter, emit } = parameters
  const pending =
    (filter?.enable ?? true)
      ? createPendingTransactionsWatcher(context.config, {
          pollingInterval: filter?.pollingInterval ?? DEFAULT_PENDING_TRANSACTIONS_POLLING_MS,
          onTransaction: (hash) => emit('pendingTransactions', { hash }),
        })
      : undefined
  const unwatch = watchActiveConnection(context.config, (connection, previous) => {
    pending?.watch(connection.status === 'connected' ? connection.chainId : undefined)
    if (context.busy > 0 || previous.status !== 'connected') return
    if (connection.status === 'disconnected') {
      emit('disconnect', previous.connector ? { connectorId: previous.connector.id } : {})
      return
    }
    const { address, chainId } = connection
    if (connection.status !== 'connected' || !address || chainId === undefined) return
    // Another wallet taking the connection over is a connect flow's doing (a late answer of a wallet the visitor
    // gave up on included), reported by the flow's result; events are the same wallet's own changes.
    if (connection.connector?.uid !== previous.connector?.uid) return
    if (address !== previous.address) {
      emit('accountChanged', { address, chainId, accounts: toAccounts(connection.addresses) })
    }
    if (chainId !== previous.chainId) emit('chainChanged', { chainId })
  })
  return () => {
    unwatch()
    pending?.stop()
  }
}
