/**
 * Whether a page origin matches one of a project's patterns: exact (case-insensitive), `*`, a wildcard host label
 * (`https://*.example` matches `https://app.example`, not `https://example`), or a wildcard port
 * (`http://127.0.0.1:*`).
 *
 * @example isOriginAllowed('http://127.0.0.1:5173', ['http://127.0.0.1:*']) // true
 */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  const candidate = origin.toLowerCase()
  return patterns.some((pattern) => {
    if (pattern === '*') return true
    if (!pattern.includes('*')) return pattern.toLowerCase() === candidate
    const source = pattern
      .toLowerCase()
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:\*$/, ':\\d{1,5}')
      .replace('//*\\.', '//[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.')
    return new RegExp(`^${source}$`).test(candidate)
  })
}
