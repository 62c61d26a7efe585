import type { FastifyError, FastifyInstance } from 'fastify'
import { ApiHttpError, failedBody } from './ApiHttpError.ts'

const MAX_MESSAGE_CHARS = 300

/**
 * Refusals answer with the API's error body and a 4xx; Fastify's own 4xx (bad JSON, body too large) become the
 * same shape; anything else is logged and answered `500 Internal server error` (API-SHAPES §1) without crashing.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiHttpError, request, reply) => {
    if (error instanceof ApiHttpError) {
      return reply.status(error.status).send(failedBody(error.field, error.description))
    }
    const status = error.statusCode
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.status(status).send(failedBody('', error.message.slice(0, MAX_MESSAGE_CHARS)))
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).type('text/plain; charset=utf-8').send('Internal server error')
  })
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(failedBody('', `Not found: ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}`))
  })
}
