import { sanitizeUrl } from './sanitizeUrl.ts'

/**
 * Whether `url` may be used as an image source: `https:`, `data:image/*`, `blob:`, `ipfs:`, or `http:` on a
 * loopback host.
 *
 * @example
 * isSafeImageUrl('data:image/png;base64,iVBORw0KGgo=') // true
 * isSafeImageUrl('javascript:alert(1)') // false
 */
export function isSafeImageUrl(url: string | null | undefined): url is string {
  return sanitizeUrl(url, 'image') !== undefined
}
