'use client'

import { type RefObject, useLayoutEffect } from 'react'

/**
 * Keeps the height of `outer` equal to the height of `inner`, so the modal's body can animate its height
 * (MODAL_HEIGHT_MS) when a view changes size. Set as `outer`'s own inline `height` through CSSOM (which a strict
 * CSP allows), not as an inherited custom property: a custom property set on the body would make the browser
 * recompute the style of every element of the view each time, the first time right as the modal opens. Without
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
      if (height > 0) outerElement.style.height = `${Math.ceil(height)}px`
    }
    update()
    const observer = new Observer(update)
    observer.observe(innerElement)
    return () => observer.disconnect()
  }, [outer, inner])
}
