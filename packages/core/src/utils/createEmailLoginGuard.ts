import { getEmailLoginCooldownMessage, getEmailLoginSecondsLeft } from './getEmailLoginCooldownMessage.ts'

export interface EmailLoginGuardDeps {
  now(): number
  /** Where the last login time lives; persisted storage keeps the cooldown across reloads. */
  lastLoginTime: { get(): number | undefined; set(value: number): void }
}

export interface EmailLoginGuard {
  /** Seconds left before another login may start; 0 when allowed. */
  secondsLeft(): number
  /** The cooldown message, or undefined when a login may start. */
  check(): string | undefined
  /** Records a login now; call when the email is sent. */
  recordLogin(): void
}

/** Enforces spec §5: an email login may not repeat within EMAIL_LOGIN_COOLDOWN_MS of the last one. */
export function createEmailLoginGuard(deps: EmailLoginGuardDeps): EmailLoginGuard {
  return {
    secondsLeft: () => getEmailLoginSecondsLeft(deps.lastLoginTime.get(), deps.now()),
    check: () => getEmailLoginCooldownMessage(deps.lastLoginTime.get(), deps.now()),
    recordLogin: () => deps.lastLoginTime.set(deps.now()),
  }
}
