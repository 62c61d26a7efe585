import { type RefObject, useLayoutEffect } from 'react'

/**
 * Keeps `--apkt-modal-body-height` on `outer` equal to the height of `inner`, so the modal's body can animate its
 * height (MODAL_HEIGHT_MS) when a view changes size. Set through CSSOM, which a strict CSP allows; without
 * ResizeObserver (server, old browsers) the body keeps its natural height.
 */
export function useAnimatedHeight(
  outer: RefObject<HTMLElement | null>,
  inner: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    const outerElement = outer.current
    const innerElement = inner.current
    const Observer = globalThis.ResizeObserver
    if (!outerElement || !innerElement || typeof Observer !== 'function') return
    const update = () => {
      const height = innerElement.getBoundingClientRect().height
      if (height > 0) outerElement.style.setProperty('--apkt-modal-body-height', `${Math.ceil(height)}px`)
    }
    update()
    const observer = new Observer(update)
    observer.observe(innerElement)
    return () => observer.disconnect()
  }, [outer, inner])
}
