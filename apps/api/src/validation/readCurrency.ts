import type { FastifyRequest } from 'fastify'
import { ApiHttpError } from '../http/ApiHttpError.ts'

/** The currencies the balance and price calls accept (API-SHAPES §2.4). */
export const CURRENCIES = ['btc', 'eth', 'usd', 'eur', 'gbp', 'aud', 'cad', 'inr', 'jpy'] as const

/** A currency value; 400 `currency` for anything else. */
export function parseCurrency(value: unknown): string {
  if (typeof value !== 'string' || !(CURRENCIES as readonly string[]).includes(value))
    throw new ApiHttpError(
      400,
      'currency',
      `Invalid parameter: currency must be one of ${CURRENCIES.join(', ')}`,
    )
  return value
}

/** The required `currency` query parameter. */
export function readCurrency(request: FastifyRequest): string {
  const value = (request.query as Record<string, unknown> | undefined)?.currency
  if (value === undefined || value === '')
    throw new ApiHttpError(400, 'currency', 'Missing parameter: currency')
  return parseCurrency(value)
}
