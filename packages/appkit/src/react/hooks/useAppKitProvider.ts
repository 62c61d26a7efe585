'use client'

import type { ChainNamespace, ConnectorType } from '@org/appkit-core'
import { useMemo } from 'react'
import { useAppKitInstance } from '../useAppKitInstance.ts'
import { useAppKitView } from '../useAppKitView.ts'

export interface UseAppKitProviderReturnType<T> {
  /** The connected wallet's own provider (EIP-1193 on eip155); undefined while the namespace is not connected. */
  walletProvider: T | undefined
  /** The connector type behind the namespace's connection (INJECTED, ANNOUNCED, WALLET_CONNECT, ...). */
  walletProviderType: ConnectorType | undefined
}

/**
 * The wallet provider of a namespace and its type.
 *
 * @example const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
 */
export function useAppKitProvider<T = unknown>(namespace: ChainNamespace): UseAppKitProviderReturnType<T> {
  const appKit = useAppKitInstance()
  const connection = useAppKitView(appKit, 'connection')
  const connected = connection?.connections[namespace]
  const walletProviderType = connected?.connectorType
  const status = connection?.status[namespace]
  // The provider changes only with the connection: its connector, type and status.
  // biome-ignore lint/correctness/useExhaustiveDependencies: those are what the core's lookup reads.
  return useMemo(
    () => ({ walletProvider: appKit?.getProvider<T>(namespace), walletProviderType }),
    [appKit, namespace, connected?.connectorId, walletProviderType, status],
  )
}
