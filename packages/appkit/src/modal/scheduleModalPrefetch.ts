import { type IdleWindow, onIdle, prefersSavingData } from '@org/appkit-core/internal'
import { APPKIT_ELEMENT_TAGS } from '../elements/appKitElementTags.ts'

/**
 * What a visitor points at or focuses before opening the modal: the AppKit buttons' shadow host (the class
 * `ButtonShadowHost` gives it) and the `appkit-*` custom elements. Matched on the event's composed path, so one
 * listener on the document serves every button, however many the page renders.
 */
const BUTTON_SELECTOR = ['.appkit-button-host', ...APPKIT_ELEMENT_TAGS].join(', ')

/** The part of `window` the prefetch uses (tests pass a window with their own idle callback). */
export type PrefetchWindow = IdleWindow &
  Pick<Window, 'document' | 'navigator' | 'addEventListener' | 'removeEventListener'>

/** Elements have `matches`; the window, the document and shadow roots on the path do not. */
function isAppKitButton(target: EventTarget): boolean {
  const element = target as Partial<Element>
  return typeof element.matches === 'function' && element.matches(BUTTON_SELECTOR)
}

/**
 * Loads the modal's code before the first `open()` needs it, so the first open only renders: once the page has
 * loaded and the browser is idle (`requestIdleCallback`, or a short timeout where it is missing), or earlier when
 * the visitor points at or focuses an AppKit button. Calls `load` at most once; a failed prefetch is dropped (the
 * `open()` that needs the code loads it again and reports the error). Returns a function that cancels whatever
 * has not run yet and aborts the signal `load` got (for the work it does after its own awaits). Browser only: it
 * reads `window` when called, never at import.
 *
 * @example const cancel = scheduleModalPrefetch(loadModal)
 */
export function scheduleModalPrefetch(
  load: (signal: AbortSignal) => Promise<unknown>,
  view: PrefetchWindow = globalThis.window,
): () => void {
  const { document } = view
  const cleanups: Array<() => void> = []
  const aborter = new AbortController()
  let done = false

  const stopWaiting = () => {
    done = true
    for (const cleanup of cleanups.splice(0)) cleanup()
  }
  const cancel = () => {
    stopWaiting()
    aborter.abort()
  }
  const prefetch = () => {
    if (done) return
    stopWaiting()
    load(aborter.signal).catch(() => undefined)
  }

  const onIntent = (event: Event) => {
    if (event.composedPath().some(isAppKitButton)) prefetch()
  }
  document.addEventListener('pointerover', onIntent, { capture: true, passive: true })
  document.addEventListener('focusin', onIntent, { capture: true })
  cleanups.push(() => {
    document.removeEventListener('pointerover', onIntent, { capture: true })
    document.removeEventListener('focusin', onIntent, { capture: true })
  })

  if (prefersSavingData(view.navigator)) return cancel

  const whenIdle = () => {
    if (!done) cleanups.push(onIdle(view, prefetch))
  }
  // Interactive first: the page's own scripts and images load before our code competes with them.
  if (document.readyState === 'complete') whenIdle()
  else {
    view.addEventListener('load', whenIdle, { once: true })
    cleanups.push(() => view.removeEventListener('load', whenIdle))
  }
  return cancel
}
