'use client'

import { type RefObject, useEffect, useRef } from 'react'
import { getDeepActiveElement } from './getDeepActiveElement.ts'

function prefersTouch(): boolean {
  return typeof globalThis.matchMedia === 'function' && globalThis.matchMedia('(pointer: coarse)').matches
}

/**
 * Keeps keyboard focus useful when the view changes (`viewKey`): the view's `[data-apkt-autofocus]` element (a
 * search field) gets it, except on touch screens where that would pop up the keyboard; otherwise, if focus was
 * lost with the old view, the title takes it, so screen readers announce the new view. Inline, focus is only
 * picked up when it was lost, never taken from the page.
 */
export function useViewFocus(
  card: RefObject<HTMLElement | null>,
  title: RefObject<HTMLElement | null>,
  viewKey: string,
  inline: boolean,
): void {
  const first = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each view change, which viewKey stands for
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const element = card.current
    if (!element) return
    const root = element.getRootNode()
    const active = getDeepActiveElement(root instanceof ShadowRoot ? root : document)
    const focusLost = !active || active === element.ownerDocument.body || !element.contains(active)
    const autofocus = element.querySelector<HTMLElement>('[data-apkt-autofocus]')
    if (autofocus && !inline && !prefersTouch()) autofocus.focus()
    else if (focusLost && (!inline || !active || active === element.ownerDocument.body))
      title.current?.focus()
  }, [viewKey])
}
