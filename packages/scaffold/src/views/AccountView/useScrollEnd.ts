'use client'

import { type RefObject, useEffect } from 'react'

/** How close to the end of its scroll container the content counts as scrolled to the end, in px. */
export const SCROLL_END_THRESHOLD_PX = 80

/**
 * Calls `onEnd` whenever the element that scrolls `ref`'s content (the tab panel, the modal body) is scrolled
 * to within SCROLL_END_THRESHOLD_PX of its end: infinite scroll without knowing which ancestor scrolls. Scroll
 * events do not bubble, so it listens in the capture phase on the element's root (the document or the modal's
 * shadow root).
 */
export function useScrollEnd(ref: RefObject<HTMLElement | null>, onEnd: () => void, enabled: boolean): void {
  useEffect(() => {
    const element = ref.current
    if (!enabled || !element) return
    const root = element.getRootNode()
    const onScroll = (event: Event) => {
      const container = event.target
      if (!(container instanceof Element) || container === element || !container.contains(element)) return
      const remaining = container.scrollHeight - container.scrollTop - container.clientHeight
      if (remaining <= SCROLL_END_THRESHOLD_PX) onEnd()
    }
    root.addEventListener('scroll', onScroll, { capture: true, passive: true })
    return () => root.removeEventListener('scroll', onScroll, { capture: true })
  }, [ref, onEnd, enabled])
}
