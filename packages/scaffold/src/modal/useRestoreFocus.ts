'use client'

import { type RefObject, useLayoutEffect } from 'react'
import { getDeepActiveElement } from './getDeepActiveElement.ts'

/**
 * While `active`: remembers what had focus, moves focus to the element `ref` points at, and on the way out
 * (close, unmount) gives focus back to the remembered element if it is still on the page.
 */
export function useRestoreFocus(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return
    const previous = getDeepActiveElement()
    ref.current?.focus({ preventScroll: true })
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus({ preventScroll: true })
    }
  }, [ref, active])
}
