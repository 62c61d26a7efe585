/**
 * Whether `url` carries its content with it (`data:`) or points into this page's memory (`blob:`): showing it
 * reaches no network.
 *
 * @example isInlineUrl('data:image/svg+xml;base64,PHN2Zy8+') // true
 */
export function isInlineUrl(url: string | undefined): boolean {
  return url !== undefined && /^(data|blob):/i.test(url)
}
