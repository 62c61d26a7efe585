'use client'

import { type RefObject, useEffect, useRef } from 'react'
import { getDeepActiveElement } from './getDeepActiveElement.ts'

function prefersTouch(): boolean {
  return typeof globalThis.matchMedia === 'function' && globalThis.matchMedia('(pointer: coarse)').matches
}

/**
 * Keeps keyboard focus useful when the view changes (`viewKey`): the view's `[data-apkt-autofocus]` element (a
 * search field) gets it, except on touch screens where that would pop up the keyboard; otherwise, if focus was
 * lost with the old view, the title takes it, so screen readers announce the new view. Focus elsewhere (in the
 * page, inline; on the opener while the modal opens) is never taken.
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
    const active = getDeepActiveElement(element.ownerDocument)
    const root = element.getRootNode()
    // Lost: on nothing, or on the modal's shadow host with nothing in it focused (it was in the old view). Outside
    // the card it stays: the page's, inline; the opener's while the modal opens, until the dialog takes it
    // (useRestoreFocus).
    const focusLost =
      !active || active === element.ownerDocument.body || (root instanceof ShadowRoot && active === root.host)
    const autofocus = element.querySelector<HTMLElement>('[data-apkt-autofocus]')
    if (autofocus && !inline && !prefersTouch()) autofocus.focus()
    else if (focusLost) title.current?.focus()
  }, [viewKey])
}
