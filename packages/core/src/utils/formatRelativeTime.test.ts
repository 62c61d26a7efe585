import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './formatRelativeTime.ts'

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0)
const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('formatRelativeTime (spec §9: relative time labels sec, min, hr, d, mo, yr)', () => {
  it.each([
    [0, '0 sec'],
    [45 * SECOND, '45 sec'],
    [MINUTE, '1 min'],
    [59 * MINUTE + 59 * SECOND, '59 min'],
    [3 * HOUR, '3 hr'],
    [DAY, '1 d'],
    [29 * DAY, '29 d'],
    [30 * DAY, '1 mo'],
    [200 * DAY, '6 mo'],
    [362 * DAY, '11 mo'],
    [365 * DAY, '1 yr'],
    [3 * 365 * DAY, '3 yr'],
  ])('%i ms ago reads "%s"', (elapsed, label) => {
    expect(formatRelativeTime(NOW - elapsed, NOW)).toBe(label)
  })

  it('accepts Date objects and ISO strings', () => {
    expect(formatRelativeTime(new Date(NOW - 2 * HOUR), NOW)).toBe('2 hr')
    expect(formatRelativeTime(new Date(NOW - 5 * MINUTE).toISOString(), NOW)).toBe('5 min')
  })

  it('a time in the future reads as now; an invalid time reads as empty', () => {
    expect(formatRelativeTime(NOW + HOUR, NOW)).toBe('0 sec')
    expect(formatRelativeTime('not a date', NOW)).toBe('')
  })

  it('defaults to the current time', () => {
    expect(formatRelativeTime(Date.now() - 10 * DAY)).toBe('10 d')
  })
})
