import type { FastifyRequest } from 'fastify'
import { ApiHttpError } from './ApiHttpError.ts'

/** The JSON body as an object; 400 when it is missing, 422 when it is JSON of another type (API-SHAPES §1). */
export function readBodyObject(request: FastifyRequest): Record<string, unknown> {
  const body = request.body
  if (body === undefined || body === null) throw new ApiHttpError(400, '', 'A JSON body is required')
  if (typeof body !== 'object' || Array.isArray(body))
    throw new ApiHttpError(422, '', 'Deserialization error: the JSON body must be an object')
  return body as Record<string, unknown>
}

/** A required string field of a body; 422 when missing or of another type. */
export function readBodyString(body: Record<string, unknown>, key: string): string {
  const value = body[key]
  if (typeof value !== 'string')
    throw new ApiHttpError(422, key, `Deserialization error: ${key} must be a string`)
  return value
}
