'use client'

import type { CaipNetworkId } from '@org/appkit-core'
import type { TokenBalance } from '@org/appkit-core/internal'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'

export type TokenBalancesState =
  | { status: 'loading' }
  | { status: 'success'; tokens: TokenBalance[] }
  | { status: 'unsupported' }
  | { status: 'error' }
  | { status: 'cooldown' }

/**
 * The account's token balances from the Blockchain API (through core, which drops 0-decimal tokens, blocks
 * retries for 30 s after a failure and toasts 'Token Balance Unavailable' on unsupported networks), read again
 * when a send of the account is included on chain.
 */
export function useTokenBalances(
  address: string | undefined,
  caipNetworkId: CaipNetworkId | undefined,
): { state: TokenBalancesState; retry: () => void } {
  const core = useCore()
  const [state, setState] = useState<TokenBalancesState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // Raised when a send of the account is included on chain: the balances read before may be the old ones.
  const { balancesRevision } = useStateSnapshot(core.blockchainApi.state)

  // The account whose balances are on screen: reading them again after a send keeps them there until the new ones
  // arrive, instead of a loading state. A retry is offered only after a failure, when none are shown.
  const shown = useRef<string | undefined>(undefined)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` and `balancesRevision` are the triggers
  useEffect(() => {
    if (!address || !caipNetworkId) return
    let current = true
    const key = `${caipNetworkId}:${address}`
    if (shown.current !== key) setState({ status: 'loading' })
    void core.blockchainApi.fetchTokenBalance(address, caipNetworkId).then((result) => {
      if (!current) return
      shown.current = result.status === 'success' ? key : undefined
      if (result.status === 'success') setState({ status: 'success', tokens: result.balances })
      else setState({ status: result.status })
    })
    return () => {
      current = false
    }
  }, [core, address, caipNetworkId, attempt, balancesRevision])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return { state, retry }
}
