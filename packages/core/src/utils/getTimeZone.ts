/** The runtime's IANA time zone, or undefined where Intl lacks time zone data; never throws (SSR safe). */
export function getTimeZone(intl: Pick<typeof Intl, 'DateTimeFormat'> = Intl): string | undefined {
  try {
    return intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}
