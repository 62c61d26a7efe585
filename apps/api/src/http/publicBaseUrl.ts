import type { FastifyRequest } from 'fastify'

/** The server's own base URL for links in answers: the configured one, else the scheme and Host of the request. */
export function publicBaseUrl(request: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured.replace(/\/+$/, '')
  return `${request.protocol}://${request.host}`
}
