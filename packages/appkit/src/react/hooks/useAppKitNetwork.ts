'use client'

import type { AppKitNetwork } from '@org/appkit-core'
import { InternalMessages } from '@org/appkit-core/internal'
import { useMemo } from 'react'
import type { AppKitNetworkState, SwitchNetworkOptions } from '../../AppKit.ts'
import { getNetworkState, NO_NETWORK } from '../../state/getNetworkState.ts'
import { requireAppKit } from '../requireAppKit.ts'
import { useAppKitInstance } from '../useAppKitInstance.ts'
import { useAppKitView } from '../useAppKitView.ts'

export interface UseAppKitNetworkReturnType extends AppKitNetworkState {
  /** Switches to one of the configured networks, written as in `networks` (a viem chain is eip155). */
  switchNetwork(network: AppKitNetwork, options?: SwitchNetworkOptions): Promise<void>
}

/**
 * The active network and the action to switch it.
 *
 * @example const { chainId, switchNetwork } = useAppKitNetwork(); await switchNetwork(arbitrum)
 */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const appKit = useAppKitInstance()
  const chain = useAppKitView(appKit, 'chain')
  return useMemo(
    () => ({
      ...(chain ? getNetworkState(chain) : NO_NETWORK),
      switchNetwork: async (network, options) =>
        requireAppKit(appKit, InternalMessages.networkClientNotSet, 'useAppKitNetwork').switchNetwork(
          network,
          options,
        ),
    }),
    [appKit, chain],
  )
}
