const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input',
  'select',
  'textarea',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',')

function isHidden(element: HTMLElement, container: HTMLElement): boolean {
  // A closed toast or a collapsed section is still in the DOM; the browser knows whether it can be seen.
  if (typeof element.checkVisibility === 'function' && !element.checkVisibility({ visibilityProperty: true }))
    return true
  for (let node: HTMLElement | null = element; node && node !== container; node = node.parentElement) {
    if (node.hidden || node.inert || node.getAttribute('aria-hidden') === 'true') return true
  }
  return false
}

/**
 * The elements inside `container` that Tab reaches, in document order: enabled, not `tabindex="-1"`, not hidden
 * or inert. Used by the modal's focus trap, which moves focus itself so it works inside a shadow root.
 */
export function getFocusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter((element) => {
    if (element.tabIndex < 0) return false
    if ((element as HTMLButtonElement).disabled) return false
    if (element instanceof HTMLInputElement && element.type === 'hidden') return false
    return !isHidden(element, container)
  })
}
