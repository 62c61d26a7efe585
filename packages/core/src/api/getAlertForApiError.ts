import { HttpStatus } from '../errors/codes.ts'
import { AlertMessages } from '../errors/messages.ts'
import { ApiError } from './ApiError.ts'

export type AlertMessage = (typeof AlertMessages)[keyof typeof AlertMessages]

/** Why the configuration alert is raised; the alert view may add a developer hint per reason. */
export type ApiAlertReason = 'invalidProjectId' | 'originNotAllowed' | 'jwtNotYetValid'

export interface ApiAlert {
  message: AlertMessage
  reason: ApiAlertReason
}

/** The WalletConnect relay closes the socket with this code and a reason text when it refuses a client. */
const RELAY_REFUSAL_CLOSE_CODE = 3000

/**
 * Relay refusal reasons. The relay sends no structured field besides the close code, so its reason texts are
 * the protocol here, matched as exact prefixes.
 */
const RELAY_REASONS: readonly (readonly [prefix: string, reason: ApiAlertReason])[] = [
  ['Unauthorized: origin not allowed', 'originNotAllowed'],
  ['JWT validation error: JWT Token is not yet valid', 'jwtNotYetValid'],
  ['Unauthorized: invalid key', 'invalidProjectId'],
]

const ALERT_BY_REASON: Record<ApiAlertReason, AlertMessage> = {
  invalidProjectId: AlertMessages.invalidAppConfiguration,
  originNotAllowed: AlertMessages.invalidAppConfiguration,
  jwtNotYetValid: AlertMessages.sessionExpired,
}

/**
 * Maps an API or relay failure to the alert of spec §8: unauthorized origin and invalid project id (invalid key)
 * -> 'Invalid App Configuration'; JWT not yet valid -> 'Session Expired'; a 403 (analytics or registry origin
 * check) -> 'Invalid App Configuration'. Anything else -> undefined (no alert).
 *
 * @example const alert = getAlertForApiError(error); if (alert) showAlert(alert.message)
 */
export function getAlertForApiError(error: unknown): ApiAlert | undefined {
  const reason = findReason(error)
  return reason ? { message: ALERT_BY_REASON[reason], reason } : undefined
}

function findReason(error: unknown): ApiAlertReason | undefined {
  const seen = new Set<unknown>()
  let current = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const reason = reasonOf(current)
    if (reason) return reason
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

function reasonOf(error: object): ApiAlertReason | undefined {
  if (error instanceof ApiError) {
    if (error.status === HttpStatus.forbidden) return 'originNotAllowed'
    if (error.status === HttpStatus.unauthorized && error.reason?.field === 'authentication') {
      return 'invalidProjectId'
    }
    return undefined
  }
  const close = readRelayClose(error)
  if (!close || close.code !== RELAY_REFUSAL_CLOSE_CODE) return undefined
  return RELAY_REASONS.find(([prefix]) => close.reason.startsWith(prefix))?.[1]
}

/**
 * A relay refusal arrives as a CloseEvent-like `{ code, reason }`, or as the WalletConnect client's Error
 * `WebSocket connection closed abnormally with code: 3000 (<reason>)`, from which code and reason are read.
 */
function readRelayClose(error: object): { code: number; reason: string } | undefined {
  const { code, reason } = error as { code?: unknown; reason?: unknown }
  if (typeof code === 'number' && typeof reason === 'string') return { code, reason }
  if (!(error instanceof Error)) return undefined
  const match = /closed abnormally with code: (\d+) \((.*)\)/.exec(error.message)
  return match ? { code: Number(match[1]), reason: match[2] ?? '' } : undefined
}
