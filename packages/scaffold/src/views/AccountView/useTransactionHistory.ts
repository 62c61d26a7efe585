'use client'

import type { CaipNetworkId } from '@org/appkit-core'
import type { Transaction } from '@org/appkit-core/internal'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import { isSpamTransaction } from './describeTransaction.ts'

export interface TransactionHistoryState {
  /** Of the first page. */
  status: 'loading' | 'success' | 'error'
  transactions: Transaction[]
  /** The cursor of the next page; undefined on the last one. */
  next: string | undefined
  loadingMore: boolean
  /** The last load-more failed (the loaded pages stay). */
  moreFailed: boolean
}

const INITIAL: TransactionHistoryState = {
  status: 'loading',
  transactions: [],
  next: undefined,
  loadingMore: false,
  moreFailed: false,
}

/**
 * The account's activity from the Blockchain API, page by page (`next` cursor), spam NFTs left out. Restarts
 * when the address or network changes; answers for an older address or network are dropped.
 */
export function useTransactionHistory(
  address: string | undefined,
  caipNetworkId: CaipNetworkId | undefined,
): { state: TransactionHistoryState; retry: () => void; loadMore: () => void } {
  const core = useCore()
  const [state, setState] = useState<TransactionHistoryState>(INITIAL)
  const [attempt, setAttempt] = useState(0)
  // Bumped on every restart, so a page that arrives for an older request is ignored.
  const generation = useRef(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (!address || !caipNetworkId) return
    const current = ++generation.current
    setState(INITIAL)
    core.blockchainApi.fetchTransactions({ address, caipNetworkId }).then(
      ({ data, next }) => {
        if (current !== generation.current) return
        setState({
          ...INITIAL,
          status: 'success',
          transactions: data.filter((t) => !isSpamTransaction(t)),
          next,
        })
      },
      () => {
        if (current === generation.current) setState({ ...INITIAL, status: 'error' })
      },
    )
    return () => {
      generation.current += 1
    }
  }, [core, address, caipNetworkId, attempt])

  const loadMore = useCallback(() => {
    if (!address || !caipNetworkId || !state.next || state.loadingMore) return
    const current = generation.current
    const cursor = state.next
    setState((previous) => ({ ...previous, loadingMore: true, moreFailed: false }))
    core.blockchainApi.fetchTransactions({ address, caipNetworkId, cursor }).then(
      ({ data, next }) => {
        if (current !== generation.current) return
        setState((previous) => {
          const known = new Set(previous.transactions.map((transaction) => transaction.id))
          const fresh = data.filter((t) => !known.has(t.id) && !isSpamTransaction(t))
          return { ...previous, transactions: [...previous.transactions, ...fresh], next, loadingMore: false }
        })
      },
      () => {
        if (current !== generation.current) return
        setState((previous) => ({ ...previous, loadingMore: false, moreFailed: true }))
      },
    )
  }, [core, address, caipNetworkId, state.next, state.loadingMore])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return { state, retry, loadMore }
}
