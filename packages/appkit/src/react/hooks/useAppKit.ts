'use client'

import { InternalMessages } from '@org/appkit-core/internal'
import { useMemo } from 'react'
import type { OpenOptions } from '../../AppKit.ts'
import { requireAppKit } from '../requireAppKit.ts'
import { useAppKitInstance } from '../useAppKitInstance.ts'

export interface UseAppKitReturnType {
  open(options?: OpenOptions): Promise<void>
  close(): Promise<void>
}

/**
 * Opens and closes the modal.
 *
 * @example const { open } = useAppKit(); <button onClick={() => open({ view: 'Networks' })}>Networks</button>
 */
export function useAppKit(): UseAppKitReturnType {
  const appKit = useAppKitInstance()
  return useMemo(() => {
    const instance = () => requireAppKit(appKit, InternalMessages.connectionClientNotSet, 'useAppKit')
    return {
      open: async (options) => instance().open(options),
      close: async () => instance().close(),
    }
  }, [appKit])
}
