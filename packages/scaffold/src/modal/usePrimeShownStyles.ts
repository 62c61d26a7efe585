'use client'

import { onIdle } from '@org/appkit-core/internal'
import { type RefObject, useEffect } from 'react'
import { primeShownStyles } from './primeShownStyles.ts'

/**
 * While `waiting` (the kept dialog is closed and hidden), once the browser is idle after each render, has the
 * browser compute the styles of the element `ref` points at as shown (`primeShownStyles`), so the open that
 * shows it restyles it faster. Never in the path of an open or a close: the idle callback waits past the frame,
 * and a render that ends the wait cancels it.
 *
 * @example usePrimeShownStyles(overlay, standby)
 */
export function usePrimeShownStyles(ref: RefObject<HTMLElement | null>, waiting: boolean): void {
  useEffect(() => {
    const window = globalThis.window
    if (!waiting || !window) return
    return onIdle(window, () => {
      if (ref.current) primeShownStyles(ref.current)
    })
  })
}
