import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type NextExampleRun, startNextExample } from './startNextExample.ts'

// The Next.js App Router example as a dApp team ships it: built with `next build`, served by `next start`, the
// button imported in a Server Component and the element in a client one, wagmi with `ssr: true` and a cookie.
// Proof that the server render and the browser's first render agree (no hydration error), that the connection
// survives a reload through the cookie without a wallet prompt, and that nothing leaves 127.0.0.1.
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The requests that ask the visitor to approve a connection (wagmi's injected connector asks for permissions). */
function readPrompts(): string[] {
  return (window.devWallet?.requests ?? [])
    .map((request) => request.method)
    .filter((method) => method === 'eth_requestAccounts' || method === 'wallet_requestPermissions')
}

async function expectText(locator: Locator, expected: string) {
  await expect.poll(async () => (await locator.textContent())?.trim(), { timeout: 20_000 }).toBe(expected)
}

describe('the Next.js App Router example', () => {
  let run: NextExampleRun
  let context: BrowserContext
  let page: Page
  /** Console errors and uncaught page errors, hydration errors (#418, #423, #425) included. */
  const errors: string[] = []
  const foreignHosts = new Set<string>()

  beforeAll(async () => {
    run = await startNextExample()
    context = await run.browser.newContext({ viewport: { width: 1100, height: 800 } })
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url())
      if (url.hostname === '127.0.0.1') return route.continue()
      foreignHosts.add(url.hostname)
      return route.abort('internetdisconnected')
    })
    await context.addInitScript({ content: run.walletScript })
    page = await context.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`)
    })
    page.on('pageerror', (error) => errors.push(`page: ${error.message}`))
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`response: ${response.status()} ${response.url()}`)
    })
    page.on('websocket', (socket) => {
      const { hostname } = new URL(socket.url())
      if (hostname !== '127.0.0.1') foreignHosts.add(hostname)
    })
  })

  afterAll(async () => {
    await context?.close()
    await run?.stop()
  })

  /** Loads the page and waits until React has hydrated it and its requests have settled. */
  async function load(action: () => Promise<unknown>) {
    await action()
    await page.locator('[data-hydrated="true"]').waitFor()
    await page.waitForLoadState('networkidle')
  }

  it('renders the button on the server, from the Server Component and the client one', async () => {
    const html = await (await fetch(run.url)).text()
    // <AppKitButton /> renders its host (the button paints in its shadow root in the browser); <appkit-button> is
    // the custom element, upgraded in the browser.
    expect(html).toMatch(/<section aria-label="From a Server Component"><div class="appkit-button-host"/)
    expect(html).toContain('<appkit-button></appkit-button>')
    expect(html).toMatch(/data-testid="status">disconnected</)
  })

  it('hydrates with no console error and no page error', async () => {
    await load(() => page.goto(run.url))
    await expectText(page.getByTestId('status'), 'disconnected')
    expect(errors).toEqual([])
  })

  it('connects the dev wallet and shows its address', async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Dev Wallet/ })
      .click()
    await expectText(page.getByTestId('status'), 'connected')
    await expectText(page.getByTestId('address'), ACCOUNT_0)
    await expectText(page.getByTestId('chain-id'), '31337')
    expect(errors).toEqual([])
  })

  it('keeps the connection in a cookie the server reads: its HTML already has the address', async () => {
    const cookies = await context.cookies(run.url)
    expect(cookies.map((cookie) => cookie.name)).toContain('wagmi.store')
    const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
    const html = await (await fetch(run.url, { headers: { cookie } })).text()
    expect(html).toContain(ACCOUNT_0)
  })

  it('restores the session after a reload, with no wallet prompt and still no console error', async () => {
    const promptsBefore = await page.evaluate(readPrompts)
    expect(promptsBefore.length).toBeGreaterThan(0)
    await load(() => page.reload())
    await expectText(page.getByTestId('status'), 'connected')
    await expectText(page.getByTestId('address'), ACCOUNT_0)
    // The reloaded page's wallet is a new one: any prompt it got came from the reload.
    expect(await page.evaluate(readPrompts)).toEqual([])
    // AppKit's own button follows: the account button replaces Connect Wallet.
    await expect.poll(() => page.getByRole('button', { name: 'Connect Wallet' }).count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('contacts no host but 127.0.0.1: the wallet registry and analytics went to the local API', () => {
    expect([...foreignHosts]).toEqual([])
    expect(run.api.requests).toContain('GET /getWallets')
  })
})
