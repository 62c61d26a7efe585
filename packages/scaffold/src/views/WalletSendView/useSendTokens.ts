'use client'

import { filterZeroDecimalTokens, getNetworkImageUrl, type SendTokenBalance } from '@org/appkit-core/internal'
import { useEffect, useState } from 'react'
import { useCore } from '../../context/CoreContext.tsx'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { isTokenAt } from './isTokenAt.ts'
import { toNativeSendToken } from './toNativeSendToken.ts'

export type SendTokensStatus = 'loading' | 'ready'

function isPositive(amount: string | undefined): amount is string {
  return amount !== undefined && Number(amount) > 0
}

/**
 * Fills the send state's token list for the active account (once; going back and forth keeps it): the Blockchain
 * API's balances (0-decimal tokens dropped, spec §5), plus the native token from the wallet's own balance when the
 * API has none, so a native send still works with the API down. Preselects `preferredAssetAddress`'s token, else
 * the native token, else the first.
 */
export function useSendTokens(preferredAssetAddress?: string): SendTokensStatus {
  const core = useCore()
  const chain = useStateSnapshot(core.chain.state)
  const { tokenBalances } = useStateSnapshot(core.send.state)
  const namespace = chain.activeNamespace
  const address = namespace ? chain.chains[namespace].account.address : undefined
  const caipNetworkId = namespace ? chain.chains[namespace].network.activeNetwork?.caipNetworkId : undefined
  const [loading, setLoading] = useState(tokenBalances.length === 0)

  useEffect(() => {
    if (!namespace || !address || !caipNetworkId) return
    const { send } = core
    function choose(tokens: readonly SendTokenBalance[]) {
      const sendable = filterZeroDecimalTokens(tokens)
      const preferred = preferredAssetAddress
        ? sendable.find((token) => isTokenAt(token, preferredAssetAddress))
        : undefined
      if (preferred) send.setToken(preferred)
      else if (!send.state.token)
        send.setToken(sendable.find((token) => token.address === undefined) ?? sendable[0])
    }
    if (send.state.tokenBalances.length > 0) {
      choose(send.state.tokenBalances)
      setLoading(false)
      return
    }
    let current = true
    setLoading(true)
    // An unsupported network was already announced ('Token Balance Unavailable') by the Account view: asking
    // again would only repeat the toast.
    const balances = core.blockchainApi
      .isNetworkSupported(caipNetworkId)
      .then((supported) =>
        supported ? core.blockchainApi.fetchTokenBalance(address, caipNetworkId) : undefined,
      )
    void balances.then((result) => {
      if (!current) return
      const tokens: SendTokenBalance[] = result?.status === 'success' ? [...result.balances] : []
      const network = core.chain.getActiveNetwork(namespace)
      const balance = core.chain.getAccount(namespace)?.balance
      if (network && isPositive(balance) && !tokens.some((token) => token.address === undefined)) {
        const icon = getNetworkImageUrl(network, core.options.state.chainImages) ?? ''
        tokens.unshift(toNativeSendToken(network, balance, icon))
      }
      send.setTokenBalances(tokens)
      choose(send.state.tokenBalances)
      setLoading(false)
    })
    return () => {
      current = false
    }
  }, [core, namespace, address, caipNetworkId, preferredAssetAddress])

  return loading ? 'loading' : 'ready'
}
