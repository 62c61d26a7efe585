/** The window a sheet is constructed in: its document is the only one whose shadow roots may adopt it. */
export type SheetWindow = Pick<Window, 'document'> & { CSSStyleSheet: typeof CSSStyleSheet }

/** Distinct CSS texts kept per document (theme variants included); the oldest is dropped beyond this. */
const MAX_SHEETS_PER_DOCUMENT = 64

// A cache of parsed sheets, not state: the sheets are never changed after parsing, and the map is weakly held by
// the document, so it goes with the page.
const sheetsByDocument = new WeakMap<Document, Map<string, CSSStyleSheet>>()

/**
 * The constructable stylesheet for `cssText` in `view`'s document, parsed once per document and text: the AppKit
 * buttons and the modal share their theme tokens, and a modal mounted again (or warmed up while the page is
 * idle) adopts the sheets it parsed before instead of parsing its CSS again.
 *
 * @example shadowRoot.adoptedStyleSheets = cssTexts.map((text) => getConstructedSheet(window, text))
 */
export function getConstructedSheet(view: SheetWindow, cssText: string): CSSStyleSheet {
  let sheets = sheetsByDocument.get(view.document)
  if (!sheets) {
    sheets = new Map()
    sheetsByDocument.set(view.document, sheets)
  }
  const cached = sheets.get(cssText)
  if (cached) return cached
  const sheet = new view.CSSStyleSheet()
  sheet.replaceSync(cssText)
  if (sheets.size >= MAX_SHEETS_PER_DOCUMENT) {
    const [oldest] = sheets.keys()
    if (oldest !== undefined) sheets.delete(oldest)
  }
  sheets.set(cssText, sheet)
  return sheet
}
