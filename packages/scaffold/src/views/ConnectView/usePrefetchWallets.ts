'use client'

import type { Core } from '@org/appkit-core'
import { useContext, useEffect } from 'react'
import { WarmUpContext } from '../../modal/WarmUpContext.ts'

/**
 * Loads the registry lists the wallet list shows (featured and recommended) the first time a view needs them;
 * lists already loaded, loading or failed are left alone (a failed one is retried from the All wallets view). A
 * warm-up render (WarmUpContext) asks for nothing.
 */
export function usePrefetchWallets(core: Core): void {
  const warmUp = useContext(WarmUpContext)
  useEffect(() => {
    if (warmUp) return
    const { status } = core.api.state
    if (status.featured === 'idle') void core.api.fetchFeatured()
    if (status.recommended === 'idle') void core.api.fetchRecommended()
  }, [core, warmUp])
}
