import { RESTRICTED_TIMEZONES } from '../constants/defaults.ts'
import { getTimeZone } from './getTimeZone.ts'

/**
 * Whether a time zone is restricted: Chinese regions, Hong Kong, Macau (spec §5). Without an argument it reads the
 * runtime's zone; an unknown zone is not restricted.
 */
export function isRestrictedTimezone(timeZone: string | undefined = getTimeZone()): boolean {
  return timeZone !== undefined && RESTRICTED_TIMEZONES.includes(timeZone)
}
