import type { BrowserContext, Page } from 'playwright-core'

/** One report of the page's `securitypolicyviolation` event. */
export interface CspViolation {
  directive: string
  blocked: string
  source: string
}

const PREFIX = '[csp-violation] '

/** Runs in each page: reports every violation on the console, where the test collects it. */
function reportViolations(prefix: string) {
  document.addEventListener('securitypolicyviolation', (event) => {
    const where = event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : ''
    console.warn(
      prefix +
        JSON.stringify({ directive: event.effectiveDirective, blocked: event.blockedURI, source: where }),
    )
  })
}

/**
 * Collects every Content-Security-Policy violation of the context's pages (present and future), oldest first:
 * the returned array fills as they happen, so a test asserts it is empty at its end.
 *
 * @example const violations = await watchCspViolations(context); ...; expect(violations).toEqual([])
 */
export async function watchCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = []
  await context.addInitScript(reportViolations, PREFIX)
  const watch = (page: Page) =>
    page.on('console', (message) => {
      const text = message.text()
      if (text.startsWith(PREFIX)) violations.push(JSON.parse(text.slice(PREFIX.length)) as CspViolation)
    })
  for (const page of context.pages()) watch(page)
  context.on('page', watch)
  return violations
}
