'use client'

import { IDLE_FALLBACK_DELAY_MS, onIdle, prefersSavingData, type RouterView } from '@org/appkit-core/internal'
import { useEffect } from 'react'
import type { ViewEntry } from './registerView.tsx'
import { viewPrefetches, viewRegistry } from './viewRegistry.ts'

/** Where `requestIdleCallback` is missing (Safari): how long after a view showed its next views load. */
export const VIEW_PREFETCH_FALLBACK_DELAY_MS = IDLE_FALLBACK_DELAY_MS

/**
 * Once the browser is idle after `view` showed, loads the chunks of the lazy views it often leads to
 * (`viewPrefetches`), so they render at once when followed. Never in the path of the open itself: the view paints
 * first. A view change or unmount before then cancels it; a failed chunk is dropped (the view loads it again
 * when shown, and says so if it fails then). Nothing under Save-Data, nothing on a server.
 */
export function usePrefetchViews(
  view: RouterView,
  registry: Partial<Record<RouterView, ViewEntry>> = viewRegistry,
  prefetches: Partial<Record<RouterView, readonly RouterView[]>> = viewPrefetches,
): void {
  useEffect(() => {
    const next = prefetches[view]
    const window = globalThis.window
    if (!next || next.length === 0 || !window || prefersSavingData(window.navigator)) return
    return onIdle(window, () => {
      for (const name of next) registry[name]?.preload?.().catch(() => undefined)
    })
  }, [view, registry, prefetches])
}
