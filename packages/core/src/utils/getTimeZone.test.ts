import { describe, expect, it } from 'vitest'
import { getTimeZone } from './getTimeZone.ts'

function fakeIntl(resolvedOptions: () => { timeZone: string }) {
  return { DateTimeFormat: () => ({ resolvedOptions }) } as unknown as Pick<typeof Intl, 'DateTimeFormat'>
}

describe('getTimeZone (the restricted-timezone check reads it; SSR safe)', () => {
  it("reads the runtime's IANA time zone", () => {
    expect(getTimeZone(fakeIntl(() => ({ timeZone: 'Asia/Macau' })))).toBe('Asia/Macau')
    expect(getTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  it('a runtime without time zone data gives undefined instead of throwing', () => {
    const throwing = fakeIntl(() => {
      throw new RangeError('no tz data')
    })
    expect(getTimeZone(throwing)).toBe(undefined)
    expect(getTimeZone(fakeIntl(() => ({ timeZone: '' })))).toBe(undefined)
  })
})
