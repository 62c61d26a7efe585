import type { CspViolation } from '@org/appkit-testing/e2e'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { expectText, openLabPage } from './openLabPage.ts'
import { type Lab, startLab } from './startLab.ts'

// Issue #12, end to end: a browser wallet that does not answer the connect request (the dev wallet's 'hang'
// policy holds it open), and one that answers -32002 because it still shows an earlier request.
// The wallet list shows the announced name; the connecting view the registry's name for it.
const WALLET_BUTTON = /Dev Wallet \(local devnet\)/
const WALLET = 'Dev Wallet'

let lab: Lab
let context: BrowserContext
let page: Page
let cspViolations: CspViolation[] = []

beforeAll(async () => {
  lab = await startLab()
}, 120_000)

afterAll(async () => {
  await lab?.stop()
})

beforeEach(async () => {
  await context?.close()
  ;({ context, page, cspViolations } = await openLabPage(lab))
})

// The page runs under a strict Content-Security-Policy (startLab): nothing may need an exception.
afterEach(() => {
  expect(cspViolations).toEqual([])
})

/** The prompts the dev wallet holds open, by method. */
const openPrompts = () =>
  page.evaluate(() => window.appkitDevWallet?.pendingRequests.map((request) => request.method) ?? [])

async function pickDevWallet() {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect wallet' })
  await dialog.waitFor({ state: 'visible' })
  await dialog.getByRole('button', { name: WALLET_BUTTON }).click()
  return page.getByRole('dialog')
}

describe('a wallet that hangs', () => {
  it('hang → Escape: the button says Connect Wallet again; picking the wallet again waits on the first request, which the wallet then approves → connected', async () => {
    await page.evaluate(() => window.appkitDevWallet?.setPolicy('hang'))
    let dialog = await pickDevWallet()
    await dialog.getByRole('heading', { name: `Continue in ${WALLET}` }).waitFor({ state: 'visible' })
    await expect.poll(openPrompts, { timeout: 20_000 }).toHaveLength(1)
    const [firstPrompt] = await openPrompts()

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor({ state: 'visible' })
    await expectText(page.getByTestId('status'), 'disconnected')

    dialog = await pickDevWallet()
    await dialog.getByRole('heading', { name: `Continue in ${WALLET}` }).waitFor({ state: 'visible' })
    // The first request is still the one open in the wallet: no second prompt was sent.
    expect(await openPrompts()).toEqual([firstPrompt])
    expect(await page.getByRole('button', { name: 'Connecting...' }).count()).toBe(1)

    await page.evaluate(() => window.appkitDevWallet?.approvePending())
    await expectText(page.getByTestId('status'), 'connected')
    await dialog.waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => window.appkitDevWallet?.isAuthorized)).toBe(true)
  })

  it('a wallet still showing an earlier request answers -32002: the waiting view asks to finish it there, and Try again then connects', async () => {
    await page.evaluate(() => {
      const wallet = window.appkitDevWallet
      wallet?.setPolicy('hang')
      wallet?.setConcurrentPrompts('reject')
      // A connect request the wallet already shows, e.g. from before the page was reloaded.
      void wallet?.request({ method: 'eth_requestAccounts' }).catch(() => undefined)
    })
    await expect.poll(openPrompts, { timeout: 20_000 }).toEqual(['eth_requestAccounts'])

    const dialog = await pickDevWallet()
    await dialog.getByRole('heading', { name: `Request open in ${WALLET}` }).waitFor({ state: 'visible' })
    await dialog
      .getByText(`Open ${WALLET} to finish the request it is showing, then try again.`)
      .waitFor({ state: 'visible' })
    expect(await dialog.getByRole('alert').count()).toBe(0)

    await page.evaluate(() => {
      window.appkitDevWallet?.approvePending()
      window.appkitDevWallet?.setPolicy('approve')
    })
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expectText(page.getByTestId('status'), 'connected')
  })
})
