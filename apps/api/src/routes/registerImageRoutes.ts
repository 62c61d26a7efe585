import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ApiContext } from '../ApiContext.ts'
import { ApiHttpError } from '../http/ApiHttpError.ts'
import { isImageId } from '../registry/parseRegistry.ts'

/** The generic token picture, for symbols without their own. */
const DEFAULT_TOKEN_IMAGE = 'default'

/**
 * Images as the registry serves them (API-SHAPES §4): SVG files of the data folder, by id. Ids are checked to be
 * plain file names, and the SVGs are sent with a CSP that keeps any script in them from running.
 */
export function registerImageRoutes(app: FastifyInstance, context: ApiContext): void {
  async function send(reply: FastifyReply, folder: string, id: string, fallback?: string) {
    if (!isImageId(id)) throw new ApiHttpError(400, 'id', 'Invalid parameter: image id')
    for (const name of fallback ? [id, fallback] : [id]) {
      const svg = await readFile(join(context.imagesDir, folder, `${name}.svg`)).catch(() => undefined)
      if (!svg) continue
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=7200')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .send(svg)
    }
    throw new ApiHttpError(404, 'id', `No image ${id}`)
  }

  app.get<{ Params: { id: string } }>('/getWalletImage/:id', (request, reply) =>
    send(reply, 'wallets', request.params.id),
  )
  app.get<{ Params: { id: string } }>('/public/getAssetImage/:id', (request, reply) =>
    send(reply, 'assets', request.params.id),
  )
  app.get<{ Params: { id: string } }>('/public/getCurrencyImage/:id', (request, reply) =>
    send(reply, 'currencies', request.params.id.toUpperCase()),
  )
  app.get<{ Params: { id: string } }>('/public/getTokenImage/:id', (request, reply) =>
    send(reply, 'tokens', request.params.id, DEFAULT_TOKEN_IMAGE),
  )
}
