import { type IdleWindow, onIdle } from '@org/appkit-core/internal'

/**
 * Resolves in the browser's next idle period (see onIdle).
 *
 * @example await waitForIdle(window)
 */
export function waitForIdle(view: IdleWindow): Promise<void> {
  return new Promise((resolve) => {
    onIdle(view, resolve)
  })
}
