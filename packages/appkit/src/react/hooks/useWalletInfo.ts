'use client'

import type { ChainNamespace } from '@org/appkit-core'
import { useMemo } from 'react'
import type { WalletInfo } from '../../AppKit.ts'
import { getWalletInfo } from '../../state/getWalletInfo.ts'
import { useAppKitInstance } from '../useAppKitInstance.ts'
import { useAppKitView } from '../useAppKitView.ts'

/**
 * The connected wallet of a namespace (default: the active one): `{ walletInfo: { name, icon?, type?, id? } }`,
 * `walletInfo` undefined while nothing is connected.
 *
 * @example const { walletInfo } = useWalletInfo()
 */
export function useWalletInfo(namespace?: ChainNamespace): { walletInfo: WalletInfo | undefined } {
  const appKit = useAppKitInstance()
  const chain = useAppKitView(appKit, 'chain')
  const connection = useAppKitView(appKit, 'connection')
  const connector = useAppKitView(appKit, 'connector')
  return useMemo(
    () => ({
      walletInfo:
        chain && connection && connector
          ? getWalletInfo({ chain, connection, connector }, namespace)
          : undefined,
    }),
    [chain, connection, connector, namespace],
  )
}
