import type { ChainNamespace, ConnectorType } from '@org/appkit-core'
import { useMemo } from 'react'
import { useAppKitInstance } from '../useAppKitInstance.ts'
import { useAppKitSnapshot } from '../useAppKitSnapshot.ts'

export interface UseAppKitProviderReturnType<T> {
  /**
   * The wallet's provider. Always undefined for now: the ChainAdapter contract does not hand out providers yet.
   * With the wagmi adapter, use wagmi's own hooks on `wagmiAdapter.wagmiConfig`.
   */
  walletProvider: T | undefined
  /** The connector type behind the namespace's connection (INJECTED, ANNOUNCED, WALLET_CONNECT, ...). */
  walletProviderType: ConnectorType | undefined
}

/**
 * The wallet provider of a namespace and its type.
 *
 * @example const { walletProviderType } = useAppKitProvider('eip155')
 */
export function useAppKitProvider<T = unknown>(namespace: ChainNamespace): UseAppKitProviderReturnType<T> {
  const appKit = useAppKitInstance()
  const connection = useAppKitSnapshot(appKit, ({ core }) => core.connection.state)
  const walletProviderType = connection?.connections[namespace]?.connectorType
  return useMemo(() => ({ walletProvider: undefined, walletProviderType }), [walletProviderType])
}
