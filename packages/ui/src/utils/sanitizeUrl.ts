/** What a URL is used for: an image source (`<img src>`) or a link target (`<a href>`). */
export type UrlKind = 'image' | 'link'

const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i
/** Hosts browsers treat as potentially trustworthy over plain http: a self-hosted stack on this machine. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Returns the URL, normalised by the URL parser, when it is safe to put into the DOM for `kind`; otherwise
 * `undefined`. Images accept `https:`, `data:image/*`, `blob:` and `ipfs:`; links accept `https:` and `ipfs:`;
 * both accept `http:` on a loopback host (a self-hosted local stack). Everything else (`javascript:`, other
 * `http:`, relative and malformed URLs) is refused, so a caller that renders `undefined` can never put a script
 * URL into an attribute.
 *
 * @example
 * sanitizeUrl('https://example.com/a.png', 'image') // 'https://example.com/a.png'
 * sanitizeUrl('javascript:alert(1)', 'link') // undefined
 */
export function sanitizeUrl(url: string | null | undefined, kind: UrlKind = 'link'): string | undefined {
  if (typeof url !== 'string') return undefined
  // An image inlined as data (an announced wallet's icon, often kilobytes long) is safe as written: parsing it
  // would copy it through the URL parser for a result the check below accepts unchanged.
  if (kind === 'image' && DATA_IMAGE.test(url)) return url
  let parsed: URL
  try {
    // Only absolute URLs parse without a base, which also refuses relative and protocol-relative ones.
    parsed = new URL(url)
  } catch {
    return undefined
  }
  switch (parsed.protocol) {
    case 'https:':
    case 'ipfs:':
      return parsed.href
    case 'http:':
      return LOOPBACK_HOSTS.has(parsed.hostname) ? parsed.href : undefined
    case 'blob:':
      return kind === 'image' ? parsed.href : undefined
    case 'data:':
      return kind === 'image' && DATA_IMAGE.test(parsed.href) ? parsed.href : undefined
    default:
      return undefined
  }
}
