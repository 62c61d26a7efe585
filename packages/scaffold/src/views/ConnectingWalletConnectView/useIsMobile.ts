'use client'

import { isMobile } from '@org/appkit-core/internal'
import { useMemo } from 'react'

/** Whether the visitor is on a phone or tablet (core's user-agent rule); false on a server. */
export function useIsMobile(): boolean {
  return useMemo(() => {
    const navigator = globalThis.navigator
    return isMobile(navigator?.userAgent, { maxTouchPoints: navigator?.maxTouchPoints ?? 0 })
  }, [])
}
