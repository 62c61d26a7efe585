import { describe, expect, it } from 'vitest'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants/limits.ts'
import { getEmailLoginCooldownMessage, getEmailLoginSecondsLeft } from './getEmailLoginCooldownMessage.ts'

const LAST = 1_700_000_000_000

describe('getEmailLoginCooldownMessage (spec §5: email login may not repeat within 30 seconds)', () => {
  it('an email login within 30 seconds of the last one says "Please try again after {n} seconds"', () => {
    expect(EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000)
    expect(getEmailLoginCooldownMessage(LAST, LAST + 10_000)).toBe('Please try again after 20 seconds')
  })

  it('n is the whole seconds left, rounded up', () => {
    expect(getEmailLoginSecondsLeft(LAST, LAST + 10_001)).toBe(20)
    expect(getEmailLoginSecondsLeft(LAST, LAST + 29_999)).toBe(1)
    expect(getEmailLoginCooldownMessage(LAST, LAST)).toBe('Please try again after 30 seconds')
  })

  it('an email login 30 seconds or more after the last one is allowed', () => {
    expect(getEmailLoginCooldownMessage(LAST, LAST + 30_000)).toBe(undefined)
    expect(getEmailLoginSecondsLeft(LAST, LAST + 60_000)).toBe(0)
  })

  it('the first email login is allowed', () => {
    expect(getEmailLoginCooldownMessage(undefined, LAST)).toBe(undefined)
    expect(getEmailLoginSecondsLeft(Number.NaN, LAST)).toBe(0)
  })

  it('a clock set back never locks the visitor out for longer than one cooldown', () => {
    expect(getEmailLoginSecondsLeft(LAST, LAST - 3_600_000)).toBe(30)
  })
})
