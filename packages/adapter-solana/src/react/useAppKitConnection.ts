'use client'

import type { Connection } from '@solana/web3.js'
import { useMemo, useSyncExternalStore } from 'react'
import { latestSolanaAdapter } from '../latestSolanaAdapter.ts'

export interface UseAppKitConnectionReturnType {
  /**
   * The web3.js `Connection` of the active Solana network (the one the page's `SolanaAdapter` last connected,
   * reconnected or switched to), with the adapter's `connectionSettings`; undefined before a network is known and
   * until the adapter's lazily loaded web3.js is there (the hook re-renders when it is).
   */
  connection: Connection | undefined
}

const noop = () => undefined

/** Follows the latest adapter, and that adapter's connection. */
function subscribe(onChange: () => void): () => void {
  const watchLatest = () => latestSolanaAdapter.get()?.watchConnection(onChange) ?? noop
  let stopAdapter = watchLatest()
  const stopLatest = latestSolanaAdapter.subscribe(() => {
    stopAdapter()
    stopAdapter = watchLatest()
    onChange()
  })
  return () => {
    stopLatest()
    stopAdapter()
  }
}

// The adapter keeps one Connection per network and RPC URL, so the same network gives the same object.
const getSnapshot = () => latestSolanaAdapter.get()?.getConnection()
// A server knows no visitor's network; hydration starts from that too, then renders the client's.
const getServerSnapshot = () => undefined

/**
 * The connection a dApp sends its own Solana transactions and reads with, as Reown's `useAppKitConnection` from
 * `@reown/appkit-adapter-solana/react`. It re-renders when the active Solana network changes.
 *
 * It reads the page's most recently created `SolanaAdapter` (the one handed to `createAppKit`): an adapter package
 * imports only `@org/appkit-core`, which keeps no page-wide registry of instances, so the adapter itself keeps its
 * active network's connection, announces changes (`watchConnection`), and registers itself on creation, the newest
 * winning, as the newest `createAppKit` does for `@org/appkit/react`'s hooks. The core tells the adapter of a
 * network at connect, reconnect and, while connected, at every switch; before the first of them the connection is
 * undefined.
 *
 * @example
 * const { connection } = useAppKitConnection()
 * const lamports = await connection?.getBalance(new PublicKey(address))
 */
export function useAppKitConnection(): UseAppKitConnectionReturnType {
  const connection = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
  return useMemo(() => ({ connection }), [connection])
}
