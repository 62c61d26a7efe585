'use client'

import { createContext, useContext, useLayoutEffect } from 'react'

/** Adds a stylesheet to the modal's shadow root (the shell's list; adding one twice is a no-op). */
export const ViewStylesContext = createContext<(css: string) => void>(() => undefined)

/**
 * Adopts a view's stylesheet into the modal's shadow root before the view paints, so a lazily loaded view brings
 * its own styles and the shell never needs to know them.
 */
export function AdoptStyles({ css }: { css: string }) {
  const adopt = useContext(ViewStylesContext)
  useLayoutEffect(() => adopt(css), [adopt, css])
  return null
}
