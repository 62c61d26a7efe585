const loopbackHostnames = new Set(['localhost', '[::1]'])

function isLoopbackOrigin(url: URL): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  return (
    loopbackHostnames.has(url.hostname) ||
    url.hostname.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(url.hostname)
  )
}

/**
 * Whether a browser page of `origin` may open a socket on the relay. Pages on loopback (http(s)://localhost,
 * 127.x.x.x, [::1], any port) always may; others only when listed in `allowedOrigins` (exact origins, or `*`
 * for any). A request without an Origin header comes from a non-browser client (Node, a native wallet) and is
 * not a cross-site risk: the JWT alone decides for it.
 *
 * @example isAllowedOrigin('http://127.0.0.1:5173', []) // true
 * @example isAllowedOrigin('https://evil.example', ['https://app.example']) // false
 */
export function isAllowedOrigin(origin: string | undefined, allowedOrigins: readonly string[]): boolean {
  if (origin === undefined) return true
  if (allowedOrigins.includes('*')) return true
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false // includes "null" (sandboxed frames, file:// pages): never allowed unless `*`
  }
  if (isLoopbackOrigin(url)) return true
  return allowedOrigins.some((allowed) => {
    try {
      return new URL(allowed).origin === url.origin
    } catch {
      return false
    }
  })
}
