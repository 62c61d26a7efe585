/** A Redis URL fit for a log line: its password (if any) replaced by `***`. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(an unparsable Redis URL)'
  }
}
