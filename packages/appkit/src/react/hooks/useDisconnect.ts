'use client'

import type { ChainNamespace } from '@org/appkit-core'
import { InternalMessages } from '@org/appkit-core/internal'
import { useMemo } from 'react'
import { requireAppKit } from '../requireAppKit.ts'
import { useAppKitInstance } from '../useAppKitInstance.ts'

export interface DisconnectParameters {
  /** Default: every connected namespace. */
  namespace?: ChainNamespace
}

export interface UseDisconnectReturnType {
  /** Rejects with the DisconnectError when the wallet refused; the visitor sees 'Failed to disconnect'. */
  disconnect(parameters?: DisconnectParameters): Promise<void>
}

/**
 * Disconnects a namespace, or every connected one.
 *
 * @example const { disconnect } = useDisconnect(); await disconnect({ namespace: 'eip155' })
 */
export function useDisconnect(): UseDisconnectReturnType {
  const appKit = useAppKitInstance()
  return useMemo(
    () => ({
      disconnect: async (parameters = {}) =>
        requireAppKit(appKit, InternalMessages.connectionClientNotSet, 'useDisconnect').disconnect(
          parameters.namespace,
        ),
    }),
    [appKit],
  )
}
