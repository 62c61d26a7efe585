'use client'

import { IDLE_FALLBACK_DELAY_MS, onIdle, prefersSavingData, type RouterView } from '@org/appkit-core/internal'
import { useEffect } from 'react'
import type { ViewEntry } from './registerView.tsx'
import { viewPrefetches, viewRegistry } from './viewRegistry.ts'

/** Where `requestIdleCallback` is missing (Safari): how long after a view showed its next views load. */
export const VIEW_PREFETCH_FALLBACK_DELAY_MS = IDLE_FALLBACK_DELAY_MS

export interface PrefetchViewsOptions {
  /** Views not to load, such as those the dApp's options never show. */
  skip?: ReadonlySet<RouterView> | undefined
  registry?: Partial<Record<RouterView, ViewEntry>> | undefined
  prefetches?: Partial<Record<RouterView, readonly RouterView[]>> | undefined
}

const NONE: ReadonlySet<RouterView> = new Set()

/**
 * Once the browser is idle after `view` showed, loads the chunks of the lazy views it often leads to
 * (`viewPrefetches`), but those in `skip`, so they render at once when followed. Never in the path of the open
 * itself: the view paints first. A view change or unmount before then cancels it; a failed chunk is dropped (the
 * view loads it again when shown, and says so if it fails then). Nothing under Save-Data, nothing on a server.
 *
 * @example usePrefetchViews(router.view, { skip: useViewsNotShown(core) })
 */
export function usePrefetchViews(
  view: RouterView,
  { skip = NONE, registry = viewRegistry, prefetches = viewPrefetches }: PrefetchViewsOptions = {},
): void {
  useEffect(() => {
    const next = prefetches[view]?.filter((name) => !skip.has(name))
    const window = globalThis.window
    if (!next || next.length === 0 || !window || prefersSavingData(window.navigator)) return
    return onIdle(window, () => {
      for (const name of next) registry[name]?.preload?.().catch(() => undefined)
    })
  }, [view, skip, registry, prefetches])
}
