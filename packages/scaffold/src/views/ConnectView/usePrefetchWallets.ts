'use client'

import type { Core } from '@org/appkit-core'
import { useContext, useEffect } from 'react'
import { WarmUpContext } from '../../modal/WarmUpContext.ts'

export interface PrefetchWalletsOptions {
  /**
   * Ask in a task of its own after the render (the view's first frame need not wait for the requests and the
   * loading state they set). The Connect view, which a first open shows, defers; views that show the lists'
   * state themselves ask at once. @default false
   */
  deferred?: boolean
}

/**
 * Loads the registry lists the wallet list shows (featured and recommended) the first time a view needs them;
 * lists already loaded, loading or failed are left alone (a failed one is retried from the All wallets view). A
 * warm-up render (WarmUpContext) asks for nothing.
 */
export function usePrefetchWallets(core: Core, { deferred = false }: PrefetchWalletsOptions = {}): void {
  const warmUp = useContext(WarmUpContext)
  useEffect(() => {
    if (warmUp) return
    const prefetch = () => {
      const { status } = core.api.state
      if (status.featured === 'idle') void core.api.fetchFeatured()
      if (status.recommended === 'idle') void core.api.fetchRecommended()
    }
    if (!deferred) {
      prefetch()
      return
    }
    const timer = setTimeout(prefetch, 0)
    return () => clearTimeout(timer)
  }, [core, warmUp, deferred])
}
