'use client'

import { useContext, useSyncExternalStore } from 'react'
import type { AppKit } from '../AppKit.ts'
import { getDefaultAppKit, subscribeDefaultAppKit } from '../defaultAppKit.ts'
import { AppKitContext } from './AppKitContext.ts'

/** The instance of the nearest <AppKitProvider>, else the default one; undefined before `createAppKit`. */
export function useAppKitInstance(): AppKit | undefined {
  const fromContext = useContext(AppKitContext)
  const fallback = useSyncExternalStore(subscribeDefaultAppKit, getDefaultAppKit, getDefaultAppKit)
  return fromContext ?? fallback
}
