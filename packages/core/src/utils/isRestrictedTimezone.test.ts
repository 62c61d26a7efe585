import { describe, expect, it } from 'vitest'
import { RESTRICTED_TIMEZONES } from '../constants/defaults.ts'
import { isRestrictedTimezone } from './isRestrictedTimezone.ts'

describe('isRestrictedTimezone (spec §5: Chinese regions, Hong Kong, Macau)', () => {
  it.each(['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Hong_Kong', 'Asia/Macau'])(
    '%s is a restricted timezone',
    (zone) => {
      expect(RESTRICTED_TIMEZONES).toContain(zone)
      expect(isRestrictedTimezone(zone)).toBe(true)
    },
  )

  it('other timezones, and an unknown one, are not restricted', () => {
    expect(isRestrictedTimezone('Asia/Taipei')).toBe(false)
    expect(isRestrictedTimezone('Europe/Berlin')).toBe(false)
    expect(isRestrictedTimezone(undefined)).toBe(false)
  })

  it("without an argument the runtime's timezone decides", () => {
    const runtimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(isRestrictedTimezone()).toBe(RESTRICTED_TIMEZONES.includes(runtimeZone))
  })
})
