import { mkdirSync } from 'node:fs'
import type { CspViolation } from '@org/appkit-testing/e2e'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { expectText, openLabPage } from './openLabPage.ts'
import { type Lab, startLab } from './startLab.ts'

// The laboratory, end to end: the real modal, the WagmiAdapter and the dev wallet against the devnet, driven by
// role and accessible name in Chromium.
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ARTIFACTS = new URL('../../../artifacts/', import.meta.url).pathname

let lab: Lab
let context: BrowserContext
let page: Page
let cspViolations: CspViolation[]

beforeAll(async () => {
  lab = await startLab()
  mkdirSync(ARTIFACTS, { recursive: true })
}, 120_000)

afterAll(async () => {
  await lab?.stop()
})

beforeEach(async () => {
  await context?.close()
  ;({ context, page, cspViolations } = await openLabPage(lab))
})

// The page runs under a strict Content-Security-Policy (startLab): nothing the modal does may need an exception.
afterEach(() => {
  expect(cspViolations).toEqual([])
})

/** One JSON-RPC call to a devnet. */
async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

async function openConnect() {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect wallet' }).waitFor({ state: 'visible' })
  // The dialog keeps its element but takes each view's title as its name.
  return page.getByRole('dialog')
}

async function connectDevWallet() {
  const dialog = await openConnect()
  await dialog.getByRole('button', { name: /Dev Wallet \(local devnet\)/ }).click()
  await expectText(page.getByTestId('status'), 'connected')
}

interface OpeningAnimations {
  openingAnimations?: Record<'overlay' | 'card' | 'view' | 'title', string[]>
}

/**
 * Runs in the page: once the kept dialog leaves its standby, records the CSS animations its parts run, in the
 * open's own task (before any of its 150 ms animations can end), on `window.openingAnimations`.
 */
function recordOpeningAnimations() {
  const find = (root: Document | ShadowRoot): HTMLElement | null => {
    const found = root.querySelector<HTMLElement>('.apkt-modal-overlay[data-standby]')
    if (found) return found
    for (const element of root.querySelectorAll('*')) {
      const inner = element.shadowRoot ? find(element.shadowRoot) : null
      if (inner) return inner
    }
    return null
  }
  const overlay = find(document)
  if (!overlay) throw new Error('the dialog is not waiting')
  const names = (element: Element | null) =>
    (element?.getAnimations() ?? []).map((animation) => (animation as CSSAnimation).animationName)
  const observer = new MutationObserver(() => {
    if (overlay.hasAttribute('data-standby')) return
    observer.disconnect()
    ;(window as OpeningAnimations).openingAnimations = {
      overlay: names(overlay),
      card: names(overlay.querySelector('.apkt-modal-card')),
      view: names(overlay.querySelector('.apkt-modal-view')),
      title: names(overlay.querySelector('.apkt-modal-title-text')),
    }
  })
  observer.observe(overlay, { attributes: true, attributeFilter: ['data-standby'] })
}

describe('laboratory', () => {
  it('runs under a strict CSP: no unsafe-inline or unsafe-eval, and an inline script is refused and reported', async () => {
    const response = await page.reload()
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy).toMatch(/script-src 'self' 'nonce-[\w-]+'/)
    expect(policy).not.toContain('unsafe-')
    const ran = await page.evaluate(async () => {
      const inline = document.createElement('script')
      inline.textContent = 'window.__inlineRan = true'
      document.body.append(inline)
      await new Promise((resolve) => setTimeout(resolve, 50))
      return (window as { __inlineRan?: boolean }).__inlineRan === true
    })
    expect(ran).toBe(false)
    await expect
      .poll(() => cspViolations.map((violation) => violation.directive))
      .toEqual(['script-src-elem'])
    cspViolations.length = 0
  })

  it('connects through the announced dev wallet and shows the real devnet balance', async () => {
    await connectDevWallet()
    await expectText(page.getByTestId('address'), ACCOUNT_0)
    await expectText(page.getByTestId('network'), 'Devnet')
    await page.getByRole('button', { name: 'Read balance' }).click()
    await expectText(page.getByTestId('balance'), /ETH$/)
    await page.screenshot({ path: `${ARTIFACTS}laboratory-connected-light.png` })
  })

  it("opening the modal loads the EVM adapter's flows, so the wallet picked next does not wait for them", async () => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor({ state: 'visible' })
    const runtimeRequested = () => requested.some((url) => url.includes('/wagmiRuntime.'))
    expect(requested.length).toBeGreaterThan(0)
    expect(runtimeRequested()).toBe(false)
    await openConnect()
    // Once the browser is idle after the open (requestIdleCallback, at most 3 s away).
    await expect.poll(runtimeRequested, { timeout: 5_000 }).toBe(true)
  })

  it('a rejected connect shows the error, and trying again connects', async () => {
    await page.evaluate(() => window.appkitDevWallet?.setPolicy('reject'))
    const dialog = await openConnect()
    await dialog.getByRole('button', { name: /Dev Wallet \(local devnet\)/ }).click()
    await dialog.getByText('Connection declined').waitFor({ state: 'visible' })
    await page.evaluate(() => window.appkitDevWallet?.setPolicy('approve'))
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expectText(page.getByTestId('status'), 'connected')
  })

  it("shows the account's devnet name and avatar (ENS-style records on the local chain) on the account button", async () => {
    await connectDevWallet()
    const accountButton = page.getByRole('button', { name: /alice\.eth/ })
    await accountButton.waitFor({ state: 'visible', timeout: 20_000 })
    await accountButton.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'alice.eth' }).waitFor({ state: 'visible' })
    await page.screenshot({ path: `${ARTIFACTS}laboratory-account-named.png` })
  })

  it('switches network from the modal: the wallet moves to the second devnet and a transaction lands there', async () => {
    await connectDevWallet()
    await page.getByRole('button', { name: 'Open networks' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /^Devnet 2\b/ }).click()
    await expectText(page.getByTestId('network'), 'Devnet 2')
    expect(await page.evaluate(() => window.appkitDevWallet?.chainId)).toBe(31_338)
    // The receipt exists on the second chain's node only: the transaction went where the modal switched to.
    await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
    await expectText(page.getByTestId('tx-hash'), /^0x[0-9a-f]{64}$/)
    const receipt = await rpc(lab.devnet2.rpcUrl, 'eth_getTransactionReceipt', [
      await page.getByTestId('tx-hash').textContent(),
    ])
    expect(receipt).toMatchObject({ status: '0x1' })
    await expectText(page.getByTestId('status'), 'connected')
  })

  it('signs a message with the wallet', async () => {
    await connectDevWallet()
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expectText(page.getByTestId('signature'), /^0x[0-9a-f]{130}$/)
  })

  it('sends a transaction: the hash is shown and the balance drops', async () => {
    await connectDevWallet()
    const before = await lab.devnet.accounts[1]
    expect(before?.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    const balanceOf = async (address: string) =>
      BigInt((await rpc(lab.devnet.rpcUrl, 'eth_getBalance', [address, 'latest'])) as string)
    const receiverBefore = await balanceOf('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
    await expectText(page.getByTestId('tx-hash'), /^0x[0-9a-f]{64}$/)
    await expect
      .poll(() => balanceOf('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'))
      .toBe(receiverBefore + 10_000_000_000_000_000n)
  })

  it('reload keeps the connection, disconnect clears it', async () => {
    await connectDevWallet()
    await page.reload()
    await expectText(page.getByTestId('status'), 'connected')
    await expectText(page.getByTestId('address'), ACCOUNT_0)
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expectText(page.getByTestId('status'), 'disconnected')
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor({ state: 'visible' })
    await expectText(page.getByTestId('status'), 'disconnected')
  })

  it('a wallet-side switch to a chain the dApp does not list opens UnsupportedChain; switching from the modal recovers', async () => {
    await connectDevWallet()
    await page.evaluate(() => window.appkitDevWallet?.switchChainFromWallet(1337))
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Network not supported' }).waitFor({ state: 'visible' })
    await dialog.getByRole('button', { name: 'Devnet', exact: true }).click()
    // The dApp's network never left Devnet; the wallet's switch back is asynchronous (and its code loads on the
    // first switch), so wait for the wallet rather than read it once.
    await expectText(page.getByTestId('network'), 'Devnet')
    await expect.poll(() => page.evaluate(() => window.appkitDevWallet?.chainId)).toBe(31_337)
    await expectText(page.getByTestId('status'), 'connected')
  })

  it('in a mobile wallet browser, connects through the injected window.ethereum (Browser Wallet)', async () => {
    const mobile = await lab.browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      hasTouch: true,
    })
    try {
      const phone = await mobile.newPage()
      await phone.goto(`${lab.url}?wallet=injected`)
      await phone.waitForLoadState('networkidle')
      await phone.getByRole('button', { name: 'Connect Wallet' }).click()
      await phone
        .getByRole('dialog')
        .getByRole('button', { name: /Browser Wallet/ })
        .click()
      await expectText(phone.getByTestId('status'), 'connected')
      await expectText(phone.getByTestId('address'), ACCOUNT_0)
      await phone.screenshot({ path: `${ARTIFACTS}laboratory-mobile-connected.png` })
    } finally {
      await mobile.close()
    }
  })

  it('connects with the keyboard only', async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Connect wallet' })
    await dialog.waitFor({ state: 'visible' })
    const wallet = dialog.getByRole('button', { name: /Dev Wallet \(local devnet\)/ })
    for (let presses = 0; presses < 10; presses += 1) {
      if (await wallet.evaluate((element) => element.matches(':focus'))) break
      await page.keyboard.press('Tab')
    }
    await page.keyboard.press('Enter')
    await expectText(page.getByTestId('status'), 'connected')
  })

  it('mounts the modal closed once the page is idle, hidden; Escape closes it and focus goes back to the button', async () => {
    // The prefetch loads the modal, warms it up and mounts it closed: the Connect view waits in its container,
    // hidden (no dialog a visitor or a screen reader can reach), so the click only shows it.
    const container = page.locator('[data-appkit-modal]')
    const waiting = container.locator('.apkt-modal-overlay[data-standby]')
    await waiting.waitFor({ state: 'attached' })
    expect(await waiting.isVisible()).toBe(false)
    expect(await container.getByRole('dialog').count()).toBe(0)
    expect(await container.getByRole('button', { name: /Dev Wallet/ }).count()).toBe(0)
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    for (let round = 0; round < 2; round += 1) {
      await page.evaluate(recordOpeningAnimations)
      await button.focus()
      await page.keyboard.press('Enter')
      await page.getByRole('dialog', { name: 'Connect wallet' }).waitFor({ state: 'visible' })
      expect(await waiting.count()).toBe(0)
      // The open plays the overlay's fade and the card's rise; the view and its title came in while it waited.
      expect(await page.evaluate(() => (window as OpeningAnimations).openingAnimations)).toEqual({
        overlay: ['apkt-modal-fade'],
        card: ['apkt-modal-rise'],
        view: [],
        title: [],
      })
      await page.keyboard.press('Escape')
      await waiting.waitFor({ state: 'attached' })
      expect(await page.getByRole('dialog').count()).toBe(0)
      expect(await button.evaluate((element) => element.matches(':focus'))).toBe(true)
    }
    expect(await page.locator('[data-appkit-modal]').count()).toBe(1)
  })

  it('the modal in the dark theme (screenshot artifact)', async () => {
    await page.goto(`${lab.url}?config=dark`)
    await page.waitForLoadState('networkidle')
    const dialog = await openConnect()
    await dialog.waitFor({ state: 'visible' })
    await page.waitForTimeout(500) // let the open transition finish before the picture
    await page.screenshot({ path: `${ARTIFACTS}laboratory-modal-dark.png` })
    await page.goto(lab.url)
    await openConnect()
    await page.waitForTimeout(500)
    await page.screenshot({ path: `${ARTIFACTS}laboratory-modal-light.png` })
  })
})
