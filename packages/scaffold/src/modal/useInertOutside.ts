'use client'

import { type RefObject, useLayoutEffect } from 'react'

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT'])

/**
 * Makes everything outside the element `ref` points at inert (unfocusable, unclickable and hidden from assistive
 * technology) while `active`: every sibling of the element and of each ancestor up to `<body>`, crossing shadow
 * roots through their hosts. Only elements it changed are restored, so the page's own `inert` stays as it was.
 */
export function useInertOutside(ref: RefObject<Element | null>, active: boolean): void {
  // A layout effect, declared before the focus hooks: the page is inert before focus moves in, and usable again
  // before focus is given back to it.
  useLayoutEffect(() => {
    const element = ref.current
    if (!active || !element) return
    const changed: Element[] = []
    let node: Node | null = element
    while (node && node !== node.ownerDocument?.body) {
      const parent: Node | null = node.parentNode
      if (!parent) break
      for (const sibling of Array.from(parent.childNodes)) {
        if (sibling === node || !(sibling instanceof Element) || SKIPPED.has(sibling.tagName)) continue
        if (sibling.hasAttribute('inert')) continue
        sibling.setAttribute('inert', '')
        changed.push(sibling)
      }
      node = parent instanceof ShadowRoot ? parent.host : parent
    }
    return () => {
      for (const sibling of changed) sibling.removeAttribute('inert')
    }
  }, [ref, active])
}
