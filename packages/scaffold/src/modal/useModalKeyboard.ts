'use client'

import { type KeyboardEvent, type RefObject, useEffect } from 'react'
import { getDeepActiveElement } from './getDeepActiveElement.ts'
import { moveFocusWithin } from './moveFocusWithin.ts'

function isPlainTab(event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean }) {
  return event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey
}

/**
 * The dialog's keyboard contract while `active`: Escape asks to close (unless a control inside used it, e.g. a
 * search field clearing itself), and Tab / Shift+Tab cycle through every focusable element of the card,
 * inputs included, wrapping at both ends. Focus is moved by hand so the trap works inside the shadow root. A
 * document listener brings focus back in when it was lost outside the card. Returns the card's onKeyDown.
 */
export function useModalKeyboard(
  card: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    if (!active) return
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      const element = card.current
      if (!element || event.defaultPrevented) return
      const focused = getDeepActiveElement()
      if (focused && element.contains(focused)) return
      if (event.key === 'Escape') {
        event.preventDefault()
        onEscape()
      } else if (isPlainTab(event)) {
        event.preventDefault()
        moveFocusWithin(element, event.shiftKey)
      }
    }
    document.addEventListener('keydown', onDocumentKeyDown)
    return () => document.removeEventListener('keydown', onDocumentKeyDown)
  }, [card, active, onEscape])

  return (event) => {
    if (!active || event.defaultPrevented || !card.current) return
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onEscape()
    } else if (isPlainTab(event)) {
      event.preventDefault()
      event.stopPropagation()
      moveFocusWithin(card.current, event.shiftKey)
    }
  }
}
