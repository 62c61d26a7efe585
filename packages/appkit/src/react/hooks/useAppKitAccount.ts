'use client'

import type { ChainNamespace } from '@org/appkit-core'
import { useMemo } from 'react'
import type { AppKitAccount } from '../../AppKit.ts'
import { DISCONNECTED_ACCOUNT, getAccountState } from '../../state/getAccountState.ts'
import { useAppKitInstance } from '../useAppKitInstance.ts'
import { useAppKitView } from '../useAppKitView.ts'

export interface UseAppKitAccountParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/**
 * The account of a namespace: `{ allAccounts, address, caipAddress, isConnected, status, embeddedWalletInfo }`.
 *
 * @example const { address, isConnected } = useAppKitAccount()
 */
export function useAppKitAccount(parameters: UseAppKitAccountParameters = {}): AppKitAccount {
  const appKit = useAppKitInstance()
  const chain = useAppKitView(appKit, 'chain')
  const connection = useAppKitView(appKit, 'connection')
  const { namespace } = parameters
  return useMemo(
    () => (chain && connection ? getAccountState({ chain, connection }, namespace) : DISCONNECTED_ACCOUNT),
    [chain, connection, namespace],
  )
}
