/**
 * The element that really has focus: `document.activeElement` stops at a shadow host, so follow each open
 * shadow root's own `activeElement` down to the innermost one.
 *
 * @example getDeepActiveElement(document) // the focused button inside the modal's shadow root
 */
export function getDeepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}
