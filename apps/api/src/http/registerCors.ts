import type { FastifyInstance } from 'fastify'

/** Request headers the Blockchain API allows (API-SHAPES §1 "Server conventions"). */
const ALLOWED_HEADERS = [
  'content-type',
  'user-agent',
  'referer',
  'origin',
  'access-control-request-method',
  'access-control-request-headers',
  'solana-client',
  'sec-fetch-mode',
  'x-sdk-type',
  'x-sdk-version',
  'x-project-id',
].join(', ')

/**
 * CORS. Every answer names the calling origin, so that a browser can read it; the data routes answer a page whose
 * origin the project does not allow with a 403 (the project guard), and the client needs to read that 403 to show
 * 'Invalid App Configuration' (spec §8). Preflights are answered at once.
 */
export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin
    reply.header('vary', 'Origin')
    if (!origin) return
    reply.header('access-control-allow-origin', origin)
    if (request.method !== 'OPTIONS' || !request.headers['access-control-request-method']) return
    reply
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', '86400')
      .status(204)
      .send()
  })
}
