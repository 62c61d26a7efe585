'use client'

import type { Core } from '@org/appkit-core'
import { createContext, type ReactNode, useContext } from 'react'

const CoreContext = createContext<Core | undefined>(undefined)

/** Hands a core to the modal and its views; every view reads its state and actions from here. */
export function CoreProvider({ core, children }: { core: Core; children?: ReactNode }) {
  return <CoreContext.Provider value={core}>{children}</CoreContext.Provider>
}

/** The core of the surrounding CoreProvider; throws when there is none, so a view cannot run unbound. */
export function useCore(): Core {
  const core = useContext(CoreContext)
  if (!core) throw new Error('useCore must be used inside <CoreProvider core={...}>')
  return core
}
