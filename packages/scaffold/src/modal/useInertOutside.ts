'use client'

import { afterFirstPaint } from '@org/appkit-core/internal'
import { type RefObject, useLayoutEffect } from 'react'

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT'])

/**
 * Makes everything outside the element `ref` points at inert (unfocusable, unclickable and hidden from assistive
 * technology) while `active`: every sibling of the element and of each ancestor up to `<body>`, crossing shadow
 * roots through their hosts. Only elements it changed are restored, so the page's own `inert` stays as it was.
 *
 * The page turns inert once the element has been painted (`afterFirstPaint`, so in a hidden tab after its
 * fallback delay): the browser restyles every element an `inert` covers (an inherited state), a cost that grows
 * with the dApp's page, and the open is painted without it; until then the modal's backdrop takes the pointer and
 * its focus trap the keyboard. The page is usable again at once when `active` ends (before focus is given back to
 * it), and never turned inert when that comes first.
 */
export function useInertOutside(ref: RefObject<Element | null>, active: boolean): void {
  // A layout effect, declared before the focus hooks, so its cleanup runs before focus goes back to the page.
  useLayoutEffect(() => {
    const element = ref.current
    const view = element?.ownerDocument.defaultView
    if (!active || !element || !view) return
    const changed: Element[] = []
    const apply = () => {
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
    }
    const cancel = afterFirstPaint(view, apply)
    return () => {
      cancel()
      for (const sibling of changed) sibling.removeAttribute('inert')
    }
  }, [ref, active])
}
