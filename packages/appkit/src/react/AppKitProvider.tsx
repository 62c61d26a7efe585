'use client'

import type { ReactNode } from 'react'
import type { AppKit } from '../AppKit.ts'
import { AppKitContext } from './AppKitContext.ts'

export interface AppKitProviderProps {
  /** The instance the hooks and components below use instead of the default one. */
  appKit: AppKit
  children?: ReactNode
}

/**
 * Hands an instance to the hooks and components below it. Optional: without it they use the instance of the last
 * `createAppKit` call. Useful with several instances on a page, and in tests.
 *
 * @example <AppKitProvider appKit={appKit}><App /></AppKitProvider>
 */
export function AppKitProvider({ appKit, children }: AppKitProviderProps) {
  return <AppKitContext.Provider value={appKit}>{children}</AppKitContext.Provider>
}
