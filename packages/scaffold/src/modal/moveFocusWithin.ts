import { getDeepActiveElement } from './getDeepActiveElement.ts'
import { getFocusableElements } from './getFocusableElements.ts'

/**
 * Moves focus to the next (or, with `backwards`, the previous) focusable element inside `container`, wrapping
 * from the last to the first and back: the focus trap's Tab and Shift+Tab. Returns the element focused.
 */
export function moveFocusWithin(container: HTMLElement, backwards: boolean): HTMLElement | undefined {
  const focusable = getFocusableElements(container)
  if (focusable.length === 0) {
    container.focus()
    return container
  }
  const root = container.getRootNode()
  const active = getDeepActiveElement(root instanceof ShadowRoot ? root : document)
  const index = active ? focusable.indexOf(active as HTMLElement) : -1
  let next: HTMLElement | undefined
  if (index === -1) next = backwards ? focusable[focusable.length - 1] : focusable[0]
  else next = focusable[(index + (backwards ? -1 : 1) + focusable.length) % focusable.length]
  next?.focus()
  return next
}
