import { EMAIL_LOGIN_COOLDOWN_MS, ONE_SECOND_MS } from '../constants/limits.ts'
import { formatMessage, ValidationMessages } from '../errors/messages.ts'

/** Whole seconds, rounded up, before another email login may start; 0 when allowed (spec §5). */
export function getEmailLoginSecondsLeft(lastLoginAt: number | undefined, now: number): number {
  if (lastLoginAt === undefined || !Number.isFinite(lastLoginAt)) return 0
  // A clock set back after the last login must not lock the visitor out for longer than one cooldown.
  const remaining = Math.min(EMAIL_LOGIN_COOLDOWN_MS, lastLoginAt + EMAIL_LOGIN_COOLDOWN_MS - now)
  return remaining > 0 ? Math.ceil(remaining / ONE_SECOND_MS) : 0
}

/**
 * The message shown when an email login repeats within the 30 s cooldown, or undefined when it may proceed
 * (spec §5: 'Please try again after {n} seconds').
 */
export function getEmailLoginCooldownMessage(
  lastLoginAt: number | undefined,
  now: number,
): string | undefined {
  const seconds = getEmailLoginSecondsLeft(lastLoginAt, now)
  return seconds > 0 ? formatMessage(ValidationMessages.emailCooldown, { n: seconds }) : undefined
}
