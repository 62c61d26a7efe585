import { type CspViolation, watchCspViolations } from '@org/appkit-testing/e2e'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Lab } from './startLab.ts'

export interface LabPage {
  context: BrowserContext
  page: Page
  /** Uncaught errors the page threw, oldest first. */
  pageErrors: Error[]
  /** What the strict Content-Security-Policy refused, in any page of the context (expected: nothing). */
  cspViolations: CspViolation[]
}

/**
 * A fresh browser context on the laboratory: any HTTP request that leaves 127.0.0.1 fails the test (loopback-only
 * hosts report offline; nothing here may leave), and the page has loaded and settled.
 *
 * @example const { context, page } = await openLabPage(lab)
 */
export async function openLabPage(lab: Lab, path = ''): Promise<LabPage> {
  const context = await lab.browser.newContext({ viewport: { width: 1100, height: 800 } })
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') {
      throw new Error(`request left loopback: ${request.url()}`)
    }
  })
  const cspViolations = await watchCspViolations(context)
  const page = await context.newPage()
  const pageErrors: Error[] = []
  page.on('pageerror', (error) => pageErrors.push(error))
  await page.goto(`${lab.url}${path}`)
  // The first visit may reload once while Vite optimises dependencies.
  await page.waitForLoadState('networkidle')
  return { context, page, pageErrors, cspViolations }
}

/** Waits until the element's text is (or matches) `expected`, as the page settles. */
export async function expectText(locator: Locator, expected: string | RegExp): Promise<void> {
  const poll = expect.poll(async () => (await locator.textContent())?.trim(), { timeout: 20_000 })
  await (typeof expected === 'string' ? poll.toBe(expected) : poll.toMatch(expected))
}
