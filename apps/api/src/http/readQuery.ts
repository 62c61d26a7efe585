import type { FastifyRequest } from 'fastify'
import { ApiHttpError } from './ApiHttpError.ts'

const MAX_PARAM_CHARS = 2048

/**
 * One query parameter as a string: undefined when absent or empty, 400 when repeated or too long. With
 * `required`, absent is a 400 naming the parameter.
 */
export function readQuery(request: FastifyRequest, key: string, options: { required: true }): string
export function readQuery(
  request: FastifyRequest,
  key: string,
  options?: { required?: boolean },
): string | undefined
export function readQuery(
  request: FastifyRequest,
  key: string,
  { required = false }: { required?: boolean } = {},
): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[key]
  if (Array.isArray(value))
    throw new ApiHttpError(400, key, `Invalid parameter: ${key} is given more than once`)
  if (typeof value === 'string' && value.length > MAX_PARAM_CHARS)
    throw new ApiHttpError(400, key, `Invalid parameter: ${key} is too long`)
  if (typeof value === 'string' && value !== '') return value
  if (required) throw new ApiHttpError(400, key, `Missing parameter: ${key}`)
  return undefined
}

/** A comma-separated list parameter (`include=a,b`), trimmed, empty items dropped. */
export function readQueryList(request: FastifyRequest, key: string): string[] | undefined {
  const value = readQuery(request, key)
  if (value === undefined) return undefined
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** An integer parameter within bounds; 400 otherwise. */
export function readQueryInteger(
  request: FastifyRequest,
  key: string,
  { min, max, fallback }: { min: number; max: number; fallback?: number },
): number {
  const raw = readQuery(request, key, { required: fallback === undefined })
  if (raw === undefined) return fallback as number
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max)
    throw new ApiHttpError(400, key, `Invalid parameter: ${key} must be an integer from ${min} to ${max}`)
  return value
}
