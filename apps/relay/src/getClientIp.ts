import type { IncomingMessage } from 'node:http'

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) as `127.0.0.1`. */
function normalizeIp(address: string): string {
  const trimmed = address.trim()
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed
}

/**
 * The IP address a request comes from, for the per-IP budgets. The TCP peer's address, unless that peer is one
 * of `trustedProxies`: then the right-most X-Forwarded-For entry that is not itself a trusted proxy (entries
 * further left were written by the client and prove nothing). Without trusted proxies the header is ignored,
 * so a client cannot pick its own address.
 *
 * @example getClientIp(request, ['127.0.0.1']) // '203.0.113.7' behind a proxy on loopback
 */
export function getClientIp(request: IncomingMessage, trustedProxies: readonly string[]): string {
  const peer = normalizeIp(request.socket.remoteAddress ?? 'unknown')
  if (!trustedProxies.includes(peer)) return peer
  const header = request.headers['x-forwarded-for']
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map(normalizeIp)
    .filter((entry) => entry.length > 0)
  for (let index = forwarded.length - 1; index >= 0; index -= 1) {
    const address = forwarded[index] as string
    if (!trustedProxies.includes(address)) return address
  }
  return peer
}
