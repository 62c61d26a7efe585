/** The part of `window` onIdle uses (tests pass one with their own idle callback). */
export type IdleWindow = Pick<Window, 'setTimeout'> &
  Partial<Pick<Window, 'clearTimeout' | 'requestIdleCallback' | 'cancelIdleCallback'>>

/** Where `requestIdleCallback` is missing (Safari): how long to wait instead. */
export const IDLE_FALLBACK_DELAY_MS = 500

/** The longest an idle callback may wait on a page that is never idle. */
const IDLE_TIMEOUT_MS = 3_000

/**
 * Calls `callback` in the browser's next idle period (`requestIdleCallback`, at most IDLE_TIMEOUT_MS away), or
 * after IDLE_FALLBACK_DELAY_MS where there is none. Returns the function that cancels it.
 *
 * @example const cancel = onIdle(window, prefetch)
 */
export function onIdle(view: IdleWindow, callback: () => void): () => void {
  if (view.requestIdleCallback) {
    const handle = view.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS })
    return () => view.cancelIdleCallback?.(handle)
  }
  const handle = view.setTimeout(callback, IDLE_FALLBACK_DELAY_MS)
  return () => view.clearTimeout?.(handle)
}
