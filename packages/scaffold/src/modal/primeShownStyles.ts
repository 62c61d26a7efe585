/**
 * Computes the styles of a hidden element's subtree as shown (`visibility: visible` for one forced style
 * update), then hides it again in the same task, so no frame, focus or hit test ever sees it shown. The
 * browser keeps the shown styles it computed, so the later change that shows the element restyles its subtree
 * from them: every element under it inherits the `visibility` that change flips, and a first restyle of each
 * costs more than a repeated one. The element's own inline `visibility` is put back as it was.
 *
 * @example primeShownStyles(overlay) // the kept dialog, waiting under `visibility: hidden`
 */
export function primeShownStyles(element: HTMLElement): void {
  const view = element.ownerDocument.defaultView
  if (!view) return
  const { style } = element
  const value = style.getPropertyValue('visibility')
  const priority = style.getPropertyPriority('visibility')
  style.setProperty('visibility', 'visible')
  // Reading a computed value brings the styles of the whole page up to date, this subtree's included.
  void view.getComputedStyle(element).visibility
  if (value) style.setProperty('visibility', value, priority)
  else style.removeProperty('visibility')
}
