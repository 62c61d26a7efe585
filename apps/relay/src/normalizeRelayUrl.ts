/**
 * A relay URL in the form audiences are compared in: scheme, host and port as URL writes them (lower case,
 * default port dropped), the path without a trailing slash, no query or fragment. Undefined when it is not a
 * ws:// or wss:// URL.
 *
 * @example normalizeRelayUrl('WS://127.0.0.1:8555/?projectId=x') // 'ws://127.0.0.1:8555'
 */
export function normalizeRelayUrl(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') return undefined
  return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`
}
