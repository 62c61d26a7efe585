import { getConstructedSheet } from '../../utils/getConstructedSheet.ts'

/**
 * Gives `shadowRoot` the stylesheets `cssTexts`: adopted constructable sheets (shared per document, so no inline
 * `<style>` and no CSP exception) where the browser has them, else `<style>` elements with `nonce`. Returns the
 * function that takes the `<style>` elements out again (nothing to undo for adopted sheets, which the next call
 * replaces).
 *
 * @example const undo = adoptStyles(host.shadowRoot, [createThemeTokens(), getButtonControlStyles()])
 */
export function adoptStyles(shadowRoot: ShadowRoot, cssTexts: readonly string[], nonce?: string): () => void {
  const view = shadowRoot.ownerDocument.defaultView
  if (!view) return () => undefined
  if ('adoptedStyleSheets' in shadowRoot && 'replaceSync' in view.CSSStyleSheet.prototype) {
    shadowRoot.adoptedStyleSheets = cssTexts.map((text) => getConstructedSheet(view, text))
    return () => undefined
  }
  const elements = cssTexts.map((text) => {
    const element = view.document.createElement('style')
    if (nonce) element.nonce = nonce
    element.textContent = text
    shadowRoot.prepend(element)
    return element
  })
  return () => {
    for (const element of elements) element.remove()
  }
}
