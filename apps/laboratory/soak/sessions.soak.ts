import type { DevWallet } from '@org/appkit-testing'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openLabPage } from '../e2e/openLabPage.ts'
import { type Lab, startLab } from '../e2e/startLab.ts'
import { startWalletApp } from '../e2e/startWalletApp.ts'
import { labProposal, pairWithWalletApp } from '../e2e/walletConnectPairing.ts'

// Issue 15's soak: a session must survive reloads. Per connector type (announced, injected, WalletConnect), one
// connect, then RELOADS reloads of the dApp, each of which must restore the session (status "connected", the
// same address) within RESTORE_TIMEOUT_MS and without a prompt: no new connect request in the dev wallet, no new
// proposal in the test wallet. Prints the restore times (reload → connected) and the count lost.
const RELOADS = 50
const RESTORE_TIMEOUT_MS = 20_000
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CONNECT_METHODS = new Set(['eth_requestAccounts', 'wallet_requestPermissions'])

declare global {
  interface Window {
    appkitDevWallet?: DevWallet
  }
}

let lab: Lab
const figures: string[] = []

beforeAll(async () => {
  lab = await startLab()
}, 120_000)

afterAll(async () => {
  console.log(['| connector | reloads | lost | restore median, ms | slowest, ms |', ...figures].join('\n'))
  await lab?.stop()
})

/** The element's text now, or undefined while the page has not rendered it (never waits long). */
const textOf = async (page: Page, testId: string) =>
  (
    await page
      .getByTestId(testId)
      .textContent({ timeout: 500 })
      .catch(() => undefined)
  )?.trim()

/** Waits for the first connect to land (the first visit also loads the SDK's chunks). */
const connected = (page: Page) =>
  expect.poll(() => textOf(page, 'status'), { timeout: 30_000 }).toBe('connected')

/** Reloads `page` and resolves with the ms until it says connected as ACCOUNT_0, or undefined if it did not. */
async function reloadAndRestore(page: Page): Promise<number | undefined> {
  const started = Date.now()
  await page.reload()
  const deadline = started + RESTORE_TIMEOUT_MS
  while (Date.now() < deadline) {
    if ((await textOf(page, 'status')) === 'connected' && (await textOf(page, 'address')) === ACCOUNT_0) {
      return Date.now() - started
    }
    await page.waitForTimeout(25)
  }
  return undefined
}

/** Connect prompts the page's dev wallet received since it loaded. */
const devWalletPrompts = (page: Page) =>
  page.evaluate(
    (methods) =>
      (window.appkitDevWallet?.requests ?? []).filter((request) => methods.includes(request.method)).length,
    [...CONNECT_METHODS],
  )

/** Runs the reloads; `prompted` says whether this reload asked the user anything. Records and asserts 0 lost. */
async function soak(label: string, page: Page, prompted: () => Promise<boolean>) {
  const times: number[] = []
  let lost = 0
  for (let reload = 0; reload < RELOADS; reload += 1) {
    const restored = await reloadAndRestore(page)
    if (restored === undefined || (await prompted())) lost += 1
    else times.push(restored)
  }
  const sorted = [...times].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
  figures.push(`| ${label} | ${RELOADS} | ${lost} | ${median} | ${sorted.at(-1) ?? Number.NaN} |`)
  expect(lost).toBe(0)
}

describe('sessions survive reloads', () => {
  it(`announced (EIP-6963 dev wallet): ${RELOADS} reloads, each restored without a prompt`, async () => {
    const { context, page } = await openLabPage(lab)
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Dev Wallet \(local devnet\)/ })
        .click()
      await connected(page)
      await soak('announced', page, async () => (await devWalletPrompts(page)) > 0)
    } finally {
      await context.close()
    }
  })

  it(`injected (window.ethereum in a phone wallet's browser): ${RELOADS} reloads, each restored without a prompt`, async () => {
    // As the laboratory e2e's phone: the modal offers "Browser Wallet" for window.ethereum on a phone.
    const context = await lab.browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      hasTouch: true,
    })
    try {
      const page = await context.newPage()
      await page.goto(`${lab.url}?wallet=injected`)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Browser Wallet/ })
        .click()
      await connected(page)
      await soak('injected', page, async () => (await devWalletPrompts(page)) > 0)
    } finally {
      await context.close()
    }
  })

  it(`WalletConnect (test wallet over the local relay): ${RELOADS} reloads, each restored without a proposal`, async () => {
    const walletApp = await startWalletApp()
    const contexts: BrowserContext[] = []
    try {
      const online = async (permissions: string[] = []) => {
        const context = await lab.browser.newContext({ permissions })
        // A loopback-only host reports offline, and WalletConnect then waits (see the WalletConnect e2e).
        await context.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true })
        })
        contexts.push(context)
        return context.newPage()
      }
      const dapp = await online(['clipboard-read', 'clipboard-write'])
      const wallet = await online()
      await Promise.all([dapp.goto(lab.url), wallet.goto(walletApp.url)])
      await wallet.getByRole('heading', { name: 'Sessions' }).waitFor({ state: 'visible', timeout: 30_000 })
      await pairWithWalletApp(dapp, wallet)
      await soak('WalletConnect', dapp, async () => (await labProposal(wallet).count()) > 0)
    } finally {
      for (const context of contexts) await context.close()
      await walletApp.stop()
    }
  })
})
