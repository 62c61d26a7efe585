'use client'

import { afterFirstPaint } from '@org/appkit-core/internal'
import { type RefObject, useLayoutEffect } from 'react'
import { getDeepActiveElement } from './getDeepActiveElement.ts'

/**
 * While `active`: remembers what had focus, moves focus to the element `ref` points at once it has been painted,
 * unless focus is already inside it, and on the way out (close, unmount) gives focus back to the remembered
 * element if it is still on the page. Focus waits for the paint (`afterFirstPaint`, as the page behind turns inert
 * then): focusing makes the browser compute the element's styles and layout at once, in the task that rendered
 * it, and dispatch the focus events, and the open is painted without that wait (about 1 ms at full CPU speed).
 */
export function useRestoreFocus(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const view = ref.current?.ownerDocument.defaultView
    if (!active || !view) return
    const previous = getDeepActiveElement()
    const cancel = afterFirstPaint(view, () => {
      const element = ref.current
      const focused = getDeepActiveElement()
      // A visitor who already moved into it keeps their place.
      if (element && !(focused && element.contains(focused))) element.focus({ preventScroll: true })
    })
    return () => {
      cancel()
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus({ preventScroll: true })
    }
  }, [ref, active])
}
