import { ONE_SECOND_MS } from '../constants/limits.ts'
import { RelativeTimeLabels } from '../errors/messages.ts'

const MINUTE = 60 * ONE_SECOND_MS
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
// Calendar-free approximations: the label is a rough age, not a date.
const MONTH_DAYS = 30
const YEAR_DAYS = 365

/**
 * How long ago `time` was, in the spec's short units (spec §9: sec, min, hr, d, mo, yr), e.g. '5 min'. A time in
 * the future counts as now; an invalid time gives ''.
 *
 * @example formatRelativeTime(Date.now() - 90_000) // '1 min'
 */
export function formatRelativeTime(time: number | string | Date, now: number = Date.now()): string {
  const at = time instanceof Date ? time.getTime() : typeof time === 'string' ? Date.parse(time) : time
  if (!Number.isFinite(at) || !Number.isFinite(now)) return ''
  const elapsed = Math.max(0, now - at)
  if (elapsed < MINUTE) return `${Math.floor(elapsed / ONE_SECOND_MS)} ${RelativeTimeLabels.second}`
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} ${RelativeTimeLabels.minute}`
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} ${RelativeTimeLabels.hour}`
  const days = Math.floor(elapsed / DAY)
  if (days < MONTH_DAYS) return `${days} ${RelativeTimeLabels.day}`
  if (days < YEAR_DAYS) return `${Math.min(11, Math.floor(days / MONTH_DAYS))} ${RelativeTimeLabels.month}`
  return `${Math.floor(days / YEAR_DAYS)} ${RelativeTimeLabels.year}`
}
