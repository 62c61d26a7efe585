import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/BaseError.ts'
import { AlertMessages } from '../errors/messages.ts'
import { ApiError } from './ApiError.ts'
import { getAlertForApiError } from './getAlertForApiError.ts'

const failed = (field: string, description = 'x') => ({ status: 'FAILED', reasons: [{ field, description }] })
const apiError = (status: number, body: unknown) =>
  new ApiError({ status, body, url: 'https://api.test/x', method: 'GET' })
const relayError = (reason: string) =>
  new Error(`WebSocket connection closed abnormally with code: 3000 (${reason})`)

describe('getAlertForApiError (spec §8 alerts)', () => {
  it("unauthorized origin maps to 'Invalid App Configuration'", () => {
    expect(getAlertForApiError(relayError('Unauthorized: origin not allowed'))).toEqual({
      message: AlertMessages.invalidAppConfiguration,
      reason: 'originNotAllowed',
    })
    expect(getAlertForApiError({ code: 3000, reason: 'Unauthorized: origin not allowed' })?.message).toBe(
      'Invalid App Configuration',
    )
  })

  it("JWT not yet valid maps to 'Session Expired'", () => {
    expect(getAlertForApiError(relayError('JWT validation error: JWT Token is not yet valid:'))).toEqual({
      message: AlertMessages.sessionExpired,
      reason: 'jwtNotYetValid',
    })
  })

  it("invalid key maps to invalid project id, shown as 'Invalid App Configuration'", () => {
    expect(getAlertForApiError(relayError('Unauthorized: invalid key'))).toEqual({
      message: AlertMessages.invalidAppConfiguration,
      reason: 'invalidProjectId',
    })
  })

  it("a 401 whose reason field is 'authentication' is an invalid project id", () => {
    expect(getAlertForApiError(apiError(401, failed('authentication')))).toEqual({
      message: AlertMessages.invalidAppConfiguration,
      reason: 'invalidProjectId',
    })
  })

  it('a 401 for another field (e.g. a bad signature) raises no alert', () => {
    expect(getAlertForApiError(apiError(401, failed('signature')))).toBeUndefined()
  })

  it("a 403 from analytics maps to 'Invalid App Configuration'", () => {
    expect(getAlertForApiError(apiError(403, undefined))).toEqual({
      message: AlertMessages.invalidAppConfiguration,
      reason: 'originNotAllowed',
    })
  })

  it("A3: the API server's refusals: 403 origin -> 'Invalid App Configuration'; 429 rate_limited or quota and 503 -> no alert", () => {
    expect(
      getAlertForApiError(apiError(403, failed('origin', 'Origin https://evil.example is not allowed'))),
    ).toEqual({ message: AlertMessages.invalidAppConfiguration, reason: 'originNotAllowed' })
    expect(getAlertForApiError(apiError(429, failed('rate_limited')))).toBeUndefined()
    expect(getAlertForApiError(apiError(429, failed('quota')))).toBeUndefined()
    expect(getAlertForApiError(apiError(503, failed('')))).toBeUndefined()
  })

  it('is found through a cause chain', () => {
    const wrapped = new BaseError('Something failed', { cause: apiError(403, undefined) })
    expect(getAlertForApiError(wrapped)?.reason).toBe('originNotAllowed')
  })

  it('other failures raise no alert, even with look-alike text outside a relay refusal', () => {
    expect(getAlertForApiError(apiError(500, 'Internal server error'))).toBeUndefined()
    expect(getAlertForApiError(apiError(400, failed('authentication')))).toBeUndefined()
    expect(getAlertForApiError(new Error('Unauthorized: invalid key'))).toBeUndefined()
    expect(getAlertForApiError({ code: 1006, reason: 'Unauthorized: invalid key' })).toBeUndefined()
    expect(getAlertForApiError(relayError('Unauthorized: something else'))).toBeUndefined()
    expect(getAlertForApiError('oops')).toBeUndefined()
    expect(getAlertForApiError(undefined)).toBeUndefined()
  })
})
