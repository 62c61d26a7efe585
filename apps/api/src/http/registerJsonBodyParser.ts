import type { FastifyInstance } from 'fastify'
import secureJson from 'secure-json-parse'
import { ApiHttpError } from './ApiHttpError.ts'

const MAX_DETAIL_CHARS = 200

/**
 * Every body is read as JSON whatever its Content-Type: the client posts JSON as text/plain (a CORS simple
 * request) and beacons have no say (API-SHAPES §1, §6.7). An empty body reads as undefined; text that is not JSON,
 * or JSON with prototype-poisoning keys (`__proto__`, `constructor.prototype`), is a 400.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') {
      done(null, undefined)
      return
    }
    try {
      done(null, secureJson.parse(text, null, { protoAction: 'error', constructorAction: 'error' }))
    } catch (error) {
      const detail = (error as Error).message.slice(0, MAX_DETAIL_CHARS)
      done(new ApiHttpError(400, '', `Invalid JSON body: ${detail}`), undefined)
    }
  })
}
