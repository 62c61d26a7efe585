/** The part of `window` waitForIdle uses (tests pass one with their own idle callback). */
export type IdleWindow = Pick<Window, 'setTimeout'> & Partial<Pick<Window, 'requestIdleCallback'>>

/** Where `requestIdleCallback` is missing (Safari): how long to wait instead. */
export const IDLE_FALLBACK_DELAY_MS = 500

/** The longest an idle callback may wait on a page that is never idle. */
const IDLE_TIMEOUT_MS = 3_000

/**
 * Resolves in the browser's next idle period (`requestIdleCallback`, at most IDLE_TIMEOUT_MS away), or after
 * IDLE_FALLBACK_DELAY_MS where there is none.
 *
 * @example await waitForIdle(window)
 */
export function waitForIdle(view: IdleWindow): Promise<void> {
  return new Promise((resolve) => {
    if (view.requestIdleCallback) view.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
    else view.setTimeout(resolve, IDLE_FALLBACK_DELAY_MS)
  })
}
