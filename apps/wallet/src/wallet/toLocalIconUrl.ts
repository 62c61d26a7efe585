const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * `icon` when showing it keeps the page on loopback (a data: URL, or http(s) on 127.0.0.1/localhost/[::1]);
 * undefined for anything else. This wallet is for the offline local stack: a remote icon would be the one
 * request that leaves the machine.
 */
export function toLocalIconUrl(icon: string): string | undefined {
  if (icon.startsWith('data:image/')) return icon
  try {
    const url = new URL(icon)
    if ((url.protocol === 'http:' || url.protocol === 'https:') && loopbackHosts.has(url.hostname))
      return url.href
  } catch {
    // Not a URL: nothing to show.
  }
  return undefined
}
