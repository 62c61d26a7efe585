import type { RouterView } from '@org/appkit-core'
import { useEffect } from 'react'
import type { ViewEntry } from './registerView.tsx'
import { viewPrefetches, viewRegistry } from './viewRegistry.ts'

/** Where `requestIdleCallback` is missing (Safari): how long after a view showed its next views load. */
export const VIEW_PREFETCH_FALLBACK_DELAY_MS = 500

/** The longest the idle callback may wait while the page is never idle. */
const IDLE_TIMEOUT_MS = 3_000

/** The visitor asked for less data (Save-Data): nothing speculative, views load when shown. */
function savesData(navigator: Navigator | undefined): boolean {
  return (navigator as { connection?: { saveData?: boolean } } | undefined)?.connection?.saveData === true
}

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
    if (!next || next.length === 0 || !window || savesData(window.navigator)) return
    const preload = () => {
      for (const name of next) registry[name]?.preload?.().catch(() => undefined)
    }
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: IDLE_TIMEOUT_MS })
      const cancel = window.cancelIdleCallback.bind(window)
      return () => cancel(handle)
    }
    const handle = window.setTimeout(preload, VIEW_PREFETCH_FALLBACK_DELAY_MS)
    return () => window.clearTimeout(handle)
  }, [view, registry, prefetches])
}
