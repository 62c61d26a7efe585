import { mkdirSync } from 'node:fs'
import { ANALYTICS_API_URL, DEFAULT_ENDPOINTS } from '@org/appkit-core/internal'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { createPublicClient, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPAT_STACKS } from '../compatStack.ts'
import { type CompatRun, startCompat } from './startCompat.ts'

// The migration proof: a dApp written only against AppKit's documented React API (src/dapp), with nothing but
// the import specifiers changed, on wagmi 2 + React 18 and on wagmi 3 + React 19. Everything but the hosted
// services a page with only a project id contacts stays on 127.0.0.1; those requests are aborted and recorded.
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ARTIFACTS = new URL('../../../artifacts/', import.meta.url).pathname
/** The hosts a page that sets only a project id may contact (the README lists them). */
const HOSTED = new Set(
  [...Object.values(DEFAULT_ENDPOINTS), ANALYTICS_API_URL].map((url) => new URL(url).hostname),
)
const EXPECTED_VERSIONS = {
  wagmi2: { wagmi: /^2\./, react: /^18\./ },
  wagmi3: { wagmi: /^3\./, react: /^19\./ },
} as const

async function expectText(locator: Locator, expected: string | RegExp) {
  const poll = expect.poll(async () => (await locator.textContent())?.trim(), { timeout: 20_000 })
  await (typeof expected === 'string' ? poll.toBe(expected) : poll.toMatch(expected))
}

/** A fresh browser context whose requests off loopback are aborted and their hosts recorded. */
async function newContext(
  run: CompatRun,
  foreignHosts: Set<string>,
  init?: () => void,
  colorScheme: 'light' | 'dark' = 'light',
) {
  const context = await run.browser.newContext({ viewport: { width: 1100, height: 800 }, colorScheme })
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url())
    if (url.hostname === '127.0.0.1') return route.continue()
    foreignHosts.add(url.hostname)
    return route.abort('internetdisconnected')
  })
  if (init) await context.addInitScript(init)
  return context
}

/** What a visitor sees of a button: its box and the computed styles that draw it and its label. */
interface ButtonLook {
  width: number
  height: number
  styles: Record<string, string>
}

declare global {
  interface Window {
    findConnectButton?: () => { host: Element; button: HTMLButtonElement } | undefined
    readButtonLook?: (button: HTMLButtonElement) => ButtonLook
    paintedButton?: { host: Element; look: ButtonLook }
  }
}

/**
 * Init script: keeps, in `window.paintedButton`, the look of the connect button an `<appkit-button>` paints before
 * React renders it, read in the task that painted it (the mutation observer's microtask), and defines
 * `window.findConnectButton` (the element's shadow host and its button, painted or React's) and
 * `window.readButtonLook` to read a button the same way.
 */
function recordPaintedButton() {
  const properties = [
    'display',
    'box-sizing',
    'background-color',
    'color',
    'border-top-width',
    'border-top-color',
    'border-top-left-radius',
    'padding-left',
    'padding-right',
    'font-family',
    'font-size',
    'font-weight',
    'line-height',
    'letter-spacing',
    'cursor',
    'box-shadow',
    'transition-duration',
    'color-scheme',
  ]
  const readButtonLook = (button: HTMLButtonElement): ButtonLook => {
    const { width, height } = button.getBoundingClientRect()
    const styles: Record<string, string> = {}
    for (const [prefix, element] of [
      ['', button],
      ['label ', button.querySelector('span')],
    ] as const) {
      if (!element) continue
      const computed = getComputedStyle(element)
      for (const property of properties) styles[prefix + property] = computed.getPropertyValue(property)
    }
    return { width, height, styles }
  }
  const findConnectButton = () => {
    const host = document.querySelector('appkit-button [data-apkt-shadow-host]')
    const button = host?.shadowRoot?.querySelector('button')
    return host && button ? { host, button } : undefined
  }
  window.findConnectButton = findConnectButton
  window.readButtonLook = readButtonLook
  new MutationObserver((_records, observer) => {
    const found = findConnectButton()
    if (!found) return
    observer.disconnect()
    window.paintedButton = { host: found.host, look: readButtonLook(found.button) }
  }).observe(document, { childList: true, subtree: true })
}

async function openPage(context: BrowserContext, url: string, foreignHosts: Set<string>): Promise<Page> {
  const page = await context.newPage()
  page.on('websocket', (socket) => {
    const { hostname } = new URL(socket.url())
    if (hostname !== '127.0.0.1') foreignHosts.add(hostname)
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(url)
  // The first visit may reload once while Vite optimises dependencies.
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
  return page
}

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /Compat Wallet/ }).click()
  await expectText(page.getByTestId('status'), 'connected')
  await expectText(page.getByTestId('address'), ACCOUNT_0)
}

for (const stack of COMPAT_STACKS) {
  describe(`the AppKit quick-start dApp on ${stack}`, () => {
    let run: CompatRun
    let context: BrowserContext
    let page: Page
    const foreignHosts = new Set<string>()

    beforeAll(async () => {
      run = await startCompat(stack)
      mkdirSync(ARTIFACTS, { recursive: true })
      context = await newContext(run, foreignHosts)
      page = await openPage(context, run.url, foreignHosts)
    }, 120_000)

    afterAll(async () => {
      await context?.close()
      await run?.stop()
    })

    it('runs on the stack it says (the page loads one wagmi and one React, of that major)', async () => {
      const versions = await page.evaluate(() => window.compatVersions)
      expect(versions?.wagmi).toMatch(EXPECTED_VERSIONS[stack].wagmi)
      expect(versions?.react).toMatch(EXPECTED_VERSIONS[stack].react)
    })

    it('shows the <appkit-button> and connects the announced wallet', async () => {
      await expectText(page.getByTestId('status'), 'disconnected')
      await connect(page)
      await expectText(page.getByTestId('network'), 'Local Chain')
      await expectText(page.getByTestId('wallet'), 'Compat Wallet')
      await page.screenshot({ path: `${ARTIFACTS}compat-${stack}-connected.png` })
    })

    it("signs with wagmi's useSignMessage", async () => {
      await page.getByRole('button', { name: 'Sign message' }).click()
      await expectText(page.getByTestId('signature'), /^0x[0-9a-f]{130}$/)
      const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
      await expect(
        verifyMessage({ address: ACCOUNT_0, message: 'Hello from the compat dApp', signature }),
      ).resolves.toBe(true)
    })

    it("sends with wagmi's useSendTransaction, mined on the devnet", async () => {
      await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
      await expectText(page.getByTestId('hash'), /^0x[0-9a-f]{64}$/)
      const hash = (await page.getByTestId('hash').textContent()) as `0x${string}`
      const client = createPublicClient({ transport: http(run.devnet.rpcUrl) })
      const receipt = await client.waitForTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      expect(receipt.to?.toLowerCase()).toBe(RECEIVER.toLowerCase())
    })

    it('switches to the second network (an AppKit-shaped defineChain network)', async () => {
      await page.getByRole('button', { name: 'Switch to Second Local Chain' }).click()
      await expectText(page.getByTestId('chain-id'), '31338')
      await expectText(page.getByTestId('network'), 'Second Local Chain')
      await expect.poll(async () => await page.evaluate(() => window.compatWallet?.chainId)).toBe(31338)
      await page.getByRole('button', { name: 'Switch to Local Chain' }).click()
      await expectText(page.getByTestId('chain-id'), '31337')
    })

    it('reports modal events and follows the theme', async () => {
      await page.getByRole('button', { name: 'Open modal' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor({ state: 'visible' })
      await expectText(page.getByTestId('modal'), 'open')
      await expectText(page.getByTestId('event'), 'MODAL_OPEN')
      const background = () => dialog.evaluate((element) => getComputedStyle(element).backgroundColor)
      const before = await background()
      await page.keyboard.press('Escape')
      await expectText(page.getByTestId('modal'), 'closed')
      await expectText(page.getByTestId('event'), 'MODAL_CLOSE')
      const wasDark = (await page.getByTestId('theme').textContent()) === 'dark'
      await page.getByRole('button', { name: 'Toggle theme' }).click()
      await expectText(page.getByTestId('theme'), wasDark ? 'light' : 'dark')
      await page.getByRole('button', { name: 'Open modal' }).click()
      await dialog.waitFor({ state: 'visible' })
      await expect.poll(background).not.toBe(before)
      await page.screenshot({ path: `${ARTIFACTS}compat-${stack}-account-${wasDark ? 'light' : 'dark'}.png` })
      await page.getByRole('button', { name: 'Close modal' }).click({ force: true })
      await expectText(page.getByTestId('modal'), 'closed')
    })

    it('reconnects after a reload without a prompt', async () => {
      const requestsBefore = await page.evaluate(() => window.compatWallet?.requests.length ?? 0)
      expect(requestsBefore).toBeGreaterThan(0)
      await page.reload()
      await expectText(page.getByTestId('status'), 'connected')
      await expectText(page.getByTestId('address'), ACCOUNT_0)
      const prompts = await page.evaluate(() =>
        (window.compatWallet?.requests ?? []).filter((request) => request.method === 'eth_requestAccounts'),
      )
      expect(prompts).toEqual([])
    })

    it('disconnects, and the button is back to Connect Wallet', async () => {
      await page.getByRole('button', { name: 'Disconnect' }).click()
      await expectText(page.getByTestId('status'), 'disconnected')
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor({ state: 'visible' })
      await page.reload()
      await expectText(page.getByTestId('status'), 'disconnected')
    })

    it('renders and connects when reading localStorage throws (sandboxed frame, blocked site data)', async () => {
      const blockedHosts = new Set<string>()
      const blocked = await newContext(run, blockedHosts, () => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The document is sandboxed', 'SecurityError')
          },
        })
      })
      try {
        const blockedPage = await openPage(blocked, run.url, blockedHosts)
        await connect(blockedPage)
        await blockedPage.getByRole('button', { name: 'Sign message' }).click()
        await expectText(blockedPage.getByTestId('signature'), /^0x[0-9a-f]{130}$/)
      } finally {
        await blocked.close()
      }
    })

    for (const colorScheme of ['light', 'dark'] as const) {
      it(`paints the connect button as React then renders it, in a ${colorScheme} system theme`, async () => {
        const paintedContext = await newContext(run, foreignHosts, recordPaintedButton, colorScheme)
        try {
          const paintedPage = await openPage(paintedContext, run.url, foreignHosts)
          // React's button replaces the painted one (another host) after the first paint.
          await expect
            .poll(
              () =>
                paintedPage.evaluate(() => {
                  const host = window.findConnectButton?.()?.host
                  return (
                    host !== undefined &&
                    window.paintedButton !== undefined &&
                    host !== window.paintedButton.host
                  )
                }),
              { timeout: 20_000 },
            )
            .toBe(true)
          const [painted, rendered] = await paintedPage.evaluate(() => {
            const found = window.findConnectButton?.()
            if (!found || !window.readButtonLook) throw new Error('no connect button')
            return [window.paintedButton?.look, window.readButtonLook(found.button)]
          })
          expect(painted?.styles['background-color']).toBe('rgb(10, 104, 214)')
          expect(painted).toEqual(rendered)
        } finally {
          await paintedContext.close()
        }
      })
    }

    it('contacts no host but the hosted services a project id alone points at', () => {
      console.info(
        `${stack}: hosts contacted with only a project id: ${[...foreignHosts].sort().join(', ') || 'none'}`,
      )
      for (const host of foreignHosts) expect(HOSTED).toContain(host)
    })
  })
}
