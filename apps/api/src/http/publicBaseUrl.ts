import type { FastifyRequest } from 'fastify'

/**
 * The server's own base URL for links in answers: the configured `API_PUBLIC_URL`, else the address the connection
 * came in on (the listening address: the server only starts without a public URL when it binds loopback). Never the
 * request's Host header, which the client chooses (#15 A4).
 */
export function publicBaseUrl(request: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured
  const { localAddress = '127.0.0.1', localPort } = request.socket
  const host = localAddress.includes(':') ? `[${localAddress}]` : localAddress
  return `http://${host}:${localPort}`
}
