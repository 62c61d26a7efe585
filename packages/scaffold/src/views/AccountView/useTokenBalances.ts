'use client'

import type { CaipNetworkId } from '@org/appkit-core'
import type { TokenBalance } from '@org/appkit-core/internal'
import { useCallback, useEffect, useState } from 'react'
import { useCore } from '../../context/CoreContext.tsx'

export type TokenBalancesState =
  | { status: 'loading' }
  | { status: 'success'; tokens: TokenBalance[] }
  | { status: 'unsupported' }
  | { status: 'error' }
  | { status: 'cooldown' }

/**
 * The account's token balances from the Blockchain API (through core, which drops 0-decimal tokens, blocks
 * retries for 30 s after a failure and toasts 'Token Balance Unavailable' on unsupported networks).
 */
export function useTokenBalances(
  address: string | undefined,
  caipNetworkId: CaipNetworkId | undefined,
): { state: TokenBalancesState; retry: () => void } {
  const core = useCore()
  const [state, setState] = useState<TokenBalancesState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (!address || !caipNetworkId) return
    let current = true
    setState({ status: 'loading' })
    void core.blockchainApi.fetchTokenBalance(address, caipNetworkId).then((result) => {
      if (!current) return
      if (result.status === 'success') setState({ status: 'success', tokens: result.balances })
      else setState({ status: result.status })
    })
    return () => {
      current = false
    }
  }, [core, address, caipNetworkId, attempt])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return { state, retry }
}
