import { mkdirSync, readFileSync } from 'node:fs'
import type { CspViolation } from '@org/appkit-testing/e2e'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  formatUnits,
  http,
  type PublicClient,
  parseUnits,
  type TransactionReceipt,
} from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openLabPage } from './openLabPage.ts'
import { type GarbageAnswer, startGarbageApi } from './startGarbageApi.ts'
import { type Lab, startLab } from './startLab.ts'

// The account features end to end: the real modal reading the self-hosted API server (which reads the devnet),
// sending through the WagmiAdapter and the dev wallet, and surviving an API that is down or answers garbage.
const ACCOUNT_0: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** bob.eth on the devnet's names contract. */
const ACCOUNT_1: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** An account with no name. */
const ACCOUNT_2: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
/** The port the laboratory's `apiUrl` names. */
const API_PORT = 8787
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const ARTIFACTS = new URL('../../../artifacts/', import.meta.url).pathname
/** The API server's default price table (what an operator configures), so expected USD values follow it. */
const PRICES = JSON.parse(readFileSync(new URL('../../api/data/prices.json', import.meta.url), 'utf8')) as {
  usd: Record<string, number>
}

let lab: Lab
let chain: PublicClient
let context: BrowserContext
let page: Page
let pageErrors: Error[] = []
let cspViolations: CspViolation[] = []

beforeAll(async () => {
  lab = await startLab()
  // No cache: every read (block number included) must see the chain as it is now.
  chain = createPublicClient({ transport: http(lab.devnet.rpcUrl), cacheTime: 0 })
  mkdirSync(ARTIFACTS, { recursive: true })
}, 120_000)

afterAll(async () => {
  await context?.close()
  await lab?.stop()
})

beforeEach(async () => {
  await context?.close()
  ;({ context, page, pageErrors, cspViolations } = await openLabPage(lab))
})

afterEach(() => {
  // Whatever the API answered, nothing may escape as an uncaught error in the page.
  expect(pageErrors.map((error) => error.message)).toEqual([])
  // The page runs under a strict Content-Security-Policy (startLab): nothing may need an exception.
  expect(cspViolations).toEqual([])
})

/** An amount as the spec displays it: at most 3 decimals, rounded half up, no trailing zeros. */
function toDisplayAmount(value: bigint, decimals: number): string {
  if (decimals <= 3) return formatUnits(value, decimals)
  const step = 10n ** BigInt(decimals - 3)
  let thousandths = value / step
  if ((value % step) * 2n >= step) thousandths += 1n
  const fraction = (thousandths % 1000n).toString().padStart(3, '0').replace(/0+$/, '')
  return fraction ? `${thousandths / 1000n}.${fraction}` : `${thousandths / 1000n}`
}

function toUsd(value: bigint, decimals: number, price: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    Number(formatUnits(value, decimals)) * price,
  )
}

function priceOf(tokenAddress: string): number {
  const price = PRICES.usd[`eip155:${lab.devnet.chainId}:${tokenAddress.toLowerCase()}`]
  if (price === undefined) throw new Error(`no price for ${tokenAddress}`)
  return price
}

function tokenBySymbol(symbol: string) {
  const token = lab.devnet.tokens.find((candidate) => candidate.symbol === symbol)
  if (!token) throw new Error(`the devnet has no ${symbol}`)
  return { ...token, address: token.address as Address }
}

const ethBalance = (address: Address) => chain.getBalance({ address })

const tokenBalance = (token: Address, address: Address) =>
  chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

/** The transactions account 0 sent after `fromBlock`, with their receipts. */
async function sentSince(fromBlock: bigint): Promise<TransactionReceipt[]> {
  const head = await chain.getBlockNumber()
  const receipts: TransactionReceipt[] = []
  for (let number = fromBlock + 1n; number <= head; number += 1n) {
    const block = await chain.getBlock({ blockNumber: number })
    for (const hash of block.transactions) {
      const receipt = await chain.getTransactionReceipt({ hash })
      if (receipt.from.toLowerCase() === ACCOUNT_0.toLowerCase()) receipts.push(receipt)
    }
  }
  return receipts
}

async function connectDevWallet() {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect wallet' })
  await dialog.getByRole('button', { name: /Dev Wallet \(local devnet\)/ }).click()
  await expect.poll(async () => (await page.getByTestId('status').textContent())?.trim()).toBe('connected')
}

/** Opens the modal on the connected account and waits for the Account view. */
async function openAccount(): Promise<Locator> {
  await page.getByRole('button', { name: 'Open modal' }).click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await dialog.getByRole('tablist', { name: 'Account content' }).waitFor({ state: 'visible' })
  return dialog
}

/** Selects an account tab and returns its panel. */
async function showTab(dialog: Locator, name: 'Tokens' | 'Activity'): Promise<Locator> {
  await dialog.getByRole('tab', { name }).click()
  await expect.poll(() => dialog.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true')
  return dialog.getByRole('tabpanel')
}

/** A token row of the Tokens tab: its name, its amount to 3 decimals and, when priced, its USD value. */
async function expectTokenRow(panel: Locator, row: { name: string; quantity: string; usd?: string }) {
  const item = panel.getByRole('listitem').filter({ has: page.getByText(row.name, { exact: true }) })
  await item.getByText(row.quantity, { exact: true }).waitFor({ state: 'visible', timeout: 20_000 })
  if (!row.usd) return
  // The server multiplies in floating point and the fee varies from run to run: a value on a half cent may round
  // either way, so the shown value must be within a cent of the expected one.
  const expected = dollars(row.usd)
  const shown = item.getByText(/^\$[\d,]+\.\d{2}$/)
  // As long as the amount's wait: after a send the row's value follows the refreshed balance, which a loaded
  // machine answers late.
  await expect
    .poll(async () => Math.abs(dollars((await shown.textContent()) ?? '') - expected), { timeout: 20_000 })
    .toBeLessThanOrEqual(0.011)
}

/** '$29,999,999.86' -> 29999999.86 */
function dollars(text: string): number {
  return Number(text.replace(/[$,]/g, ''))
}

/** The balances of account 0 on the chain, as the Tokens tab should show them. */
async function expectedTokenRows() {
  const eth = await ethBalance(ACCOUNT_0)
  const rows = [
    { name: 'Ether', quantity: `${toDisplayAmount(eth, 18)} ETH`, usd: toUsd(eth, 18, priceOf(NATIVE)) },
  ]
  for (const token of lab.devnet.tokens) {
    const balance = await tokenBalance(token.address as Address, ACCOUNT_0)
    rows.push({
      name: token.name,
      quantity: `${toDisplayAmount(balance, token.decimals)} ${token.symbol}`,
      usd: toUsd(balance, token.decimals, priceOf(token.address)),
    })
  }
  return rows
}

interface SendForm {
  /** The token's name in the picker; omitted keeps the preselected native token. */
  tokenName?: string
  symbol: string
  amount: string
  receiver: string
  /** What the receiver's profile card shows once it resolves (a name, or the shortened address). */
  receiverShows: string
  /** The address the receiver resolves to (the card's title). */
  receiverAddress: Address
  screenshot?: string
}

/**
 * From the Account view: Send, choose the token, type amount and receiver, preview (its fee estimated), confirm.
 * Resolves once the 'Transaction started' toast shows and the modal is back on the Account view.
 */
async function sendFromModal(form: SendForm): Promise<Locator> {
  const account = await openAccount()
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Send' })
  await dialog.getByRole('form', { name: 'Send tokens' }).waitFor({ state: 'visible' })
  // Without a choice the native token is preselected.
  await dialog.getByRole('button', { name: 'ETH selected, change token' }).waitFor({ state: 'visible' })
  if (form.tokenName) {
    await dialog.getByRole('button', { name: 'ETH selected, change token' }).click()
    const picker = page.getByRole('dialog', { name: 'Select token' })
    await picker
      .getByRole('list', { name: 'Your tokens' })
      .getByRole('button', { name: new RegExp(`^${form.tokenName}`) })
      .click()
    await dialog
      .getByRole('button', { name: `${form.symbol} selected, change token` })
      .waitFor({ state: 'visible' })
  }
  await dialog.getByRole('textbox', { name: 'Amount to send' }).fill(form.amount)
  await dialog.getByRole('textbox', { name: 'Receiver address or name' }).fill(form.receiver)
  // The receiver's profile card: announced once the name (or the address's identity) resolves.
  const profile = dialog.getByRole('status').filter({ hasText: form.receiverShows })
  const lookupError = dialog.getByText(/^(No address found for|Could not look up) /)
  await profile.or(lookupError).first().waitFor({ state: 'visible', timeout: 20_000 })
  expect(await lookupError.count(), `the receiver field says: ${await lookupError.allTextContents()}`).toBe(0)
  await profile.getByTitle(form.receiverAddress).waitFor({ state: 'visible' })
  await dialog.getByRole('button', { name: 'Preview send' }).click()

  const preview = page.getByRole('dialog', { name: 'Review send' })
  await preview.getByRole('region', { name: 'You send' }).waitFor({ state: 'visible' })
  const displayed = toDisplayAmount(parseUnits(form.amount, 18), 18)
  await preview
    .getByRole('region', { name: 'You send' })
    .getByText(`${displayed} ${form.symbol}`, { exact: true })
    .waitFor({ state: 'visible' })
  await preview
    .getByRole('region', { name: 'To' })
    .getByText(form.receiverShows, { exact: true })
    .waitFor({ state: 'visible' })
  const confirm = preview.getByRole('button', { name: 'Send', exact: true })
  // Enabled once the network fee is estimated (and affordable).
  await expect.poll(() => confirm.isEnabled(), { timeout: 20_000 }).toBe(true)
  await expect.poll(() => preview.getByText('Estimating').count()).toBe(0)
  if (form.screenshot) {
    await page.waitForTimeout(300) // let the view transition finish before the picture
    await page.screenshot({ path: `${ARTIFACTS}${form.screenshot}` })
  }
  // Watched from before the click: the toast closes itself after a few seconds.
  await Promise.all([
    page.getByText('Transaction started', { exact: true }).waitFor({ state: 'visible', timeout: 20_000 }),
    confirm.click(),
  ])
  const back = page.getByRole('dialog', { name: 'Account' })
  await back.getByRole('tablist', { name: 'Account content' }).waitFor({ state: 'visible' })
  return back
}

/** The Activity tab lists a sent transfer of `amount` (as displayed) today. */
async function expectSentInActivity(dialog: Locator, amount: string) {
  const panel = await showTab(dialog, 'Activity')
  const today = panel.getByRole('region', { name: 'Today' })
  const row = today
    .getByRole('listitem')
    .filter({ has: page.getByText('Sent', { exact: true }) })
    .filter({ has: page.getByText(amount, { exact: true }) })
  await row.first().waitFor({ state: 'visible', timeout: 20_000 })
  expect(await row.count()).toBe(1)
}

describe('account, against the self-hosted API', () => {
  it('the Tokens tab shows the devnet balances (3 decimals) with their USD values', async () => {
    await connectDevWallet()
    // The devnet's starting balances, read from the chain itself.
    expect(await ethBalance(ACCOUNT_0)).toBe(parseUnits('10000', 18))
    for (const token of lab.devnet.tokens) {
      expect(await tokenBalance(token.address as Address, ACCOUNT_0)).toBe(
        parseUnits('1000000', token.decimals),
      )
    }
    const dialog = await openAccount()
    await dialog.getByRole('heading', { name: 'alice.eth' }).waitFor({ state: 'visible', timeout: 20_000 })
    const panel = await showTab(dialog, 'Tokens')
    const rows = await expectedTokenRows()
    expect(rows.map((row) => row.quantity)).toEqual(['10000 ETH', '1000000 dUSD', '1000000 DVT'])
    for (const row of rows) await expectTokenRow(panel, row)
    expect(await panel.getByRole('listitem').count()).toBe(3)
    await page.waitForTimeout(300) // let the open transition finish before the picture
    await page.screenshot({ path: `${ARTIFACTS}account-tokens-light.png` })
  })

  it('sends dUSD to an address from the Send view: both balances move by exactly the amount, the activity lists it', async () => {
    await connectDevWallet()
    const dusd = tokenBySymbol('dUSD')
    const amount = parseUnits('12.3456', dusd.decimals)
    const senderBefore = await tokenBalance(dusd.address, ACCOUNT_0)
    const receiverBefore = await tokenBalance(dusd.address, ACCOUNT_2)
    const senderEthBefore = await ethBalance(ACCOUNT_0)
    const fromBlock = await chain.getBlockNumber()

    const dialog = await sendFromModal({
      tokenName: dusd.name,
      symbol: 'dUSD',
      amount: '12.3456',
      receiver: ACCOUNT_2,
      receiverShows: '0x3C...4293BC',
      receiverAddress: ACCOUNT_2,
      screenshot: 'account-send-preview-light.png',
    })

    await expect.poll(() => tokenBalance(dusd.address, ACCOUNT_2)).toBe(receiverBefore + amount)
    expect(await tokenBalance(dusd.address, ACCOUNT_0)).toBe(senderBefore - amount)
    // One transaction, to the token contract; the sender's ETH pays only its fee.
    const [receipt, ...others] = await sentSince(fromBlock)
    expect(others).toEqual([])
    expect(receipt?.status).toBe('success')
    expect(receipt?.to?.toLowerCase()).toBe(dusd.address.toLowerCase())
    const fee = (receipt?.gasUsed ?? 0n) * (receipt?.effectiveGasPrice ?? 0n)
    expect(await ethBalance(ACCOUNT_0)).toBe(senderEthBefore - fee)

    // Back on the account: the Tokens tab shows the new balance (999987.6544 to 3 decimals), then the activity.
    const panel = await showTab(dialog, 'Tokens')
    expect(toDisplayAmount(senderBefore - amount, dusd.decimals)).toBe('999987.654')
    // Every row with its USD value, the ETH row's included: it must reflect the fee this send paid (a read begun
    // before the send must not be served from the cache afterwards).
    for (const row of await expectedTokenRows()) {
      await expectTokenRow(panel, row)
    }
    await expectSentInActivity(dialog, '12.346 dUSD')
  })

  it('sends native ETH to an address: the receiver gets exactly the amount, the sender pays it plus the fee', async () => {
    await connectDevWallet()
    const amount = parseUnits('0.5', 18)
    const senderBefore = await ethBalance(ACCOUNT_0)
    const receiverBefore = await ethBalance(ACCOUNT_2)
    const fromBlock = await chain.getBlockNumber()

    const dialog = await sendFromModal({
      symbol: 'ETH',
      amount: '0.5',
      receiver: ACCOUNT_2,
      receiverShows: '0x3C...4293BC',
      receiverAddress: ACCOUNT_2,
    })

    await expect.poll(() => ethBalance(ACCOUNT_2)).toBe(receiverBefore + amount)
    const [receipt, ...others] = await sentSince(fromBlock)
    expect(others).toEqual([])
    expect(receipt?.status).toBe('success')
    expect(receipt?.to?.toLowerCase()).toBe(ACCOUNT_2.toLowerCase())
    const fee = (receipt?.gasUsed ?? 0n) * (receipt?.effectiveGasPrice ?? 0n)
    expect(fee).toBeGreaterThan(0n)
    expect(await ethBalance(ACCOUNT_0)).toBe(senderBefore - amount - fee)
    await expectSentInActivity(dialog, '0.5 ETH')
  })

  it('sends DVT to bob.eth by name: the name resolves to account 1 and its profile shows before the send', async () => {
    await connectDevWallet()
    const dvt = tokenBySymbol('DVT')
    const amount = parseUnits('2.5', dvt.decimals)
    const senderBefore = await tokenBalance(dvt.address, ACCOUNT_0)
    const receiverBefore = await tokenBalance(dvt.address, ACCOUNT_1)

    const dialog = await sendFromModal({
      tokenName: dvt.name,
      symbol: 'DVT',
      amount: '2.5',
      receiver: 'bob.eth',
      receiverShows: 'bob.eth',
      receiverAddress: ACCOUNT_1,
    })

    await expect.poll(() => tokenBalance(dvt.address, ACCOUNT_1)).toBe(receiverBefore + amount)
    expect(await tokenBalance(dvt.address, ACCOUNT_0)).toBe(senderBefore - amount)
    await expectSentInActivity(dialog, '2.5 DVT')
  })

  it('with the API server stopped, the modal still opens, connects and shows clear states in the Account view', async () => {
    // Stopped for good: the tests after this one put their own server on the port.
    await lab.api.close()
    await page.reload()
    await page.waitForLoadState('networkidle')
    await connectDevWallet()
    const dialog = await openAccount()
    // The supported-chains list cannot load: an API that cannot say which networks it serves is an error (with a
    // Try again), not a network it does not serve.
    const tokens = await showTab(dialog, 'Tokens')
    await tokens
      .getByRole('heading', { name: 'Could not load tokens' })
      .waitFor({ state: 'visible', timeout: 30_000 })
    await tokens.getByRole('button', { name: 'Try again' }).waitFor({ state: 'visible' })
    expect(await tokens.getByText('Token balances are not available on Devnet.').count()).toBe(0)
    const activity = await showTab(dialog, 'Activity')
    await activity
      .getByRole('heading', { name: 'Could not load activity' })
      .waitFor({ state: 'visible', timeout: 30_000 })
    // Send still offers the native token, from the wallet's own balance.
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    const send = page.getByRole('dialog', { name: 'Send' })
    await send.getByRole('button', { name: 'ETH selected, change token' }).waitFor({ state: 'visible' })
    await send.getByText(/^Balance: \d+(\.\d{1,3})? ETH$/).waitFor({ state: 'visible' })
  })
})

interface GarbageCase {
  title: string
  answer: GarbageAnswer
  servesChains: boolean
  tokens: string
  activity: string
}

const GARBAGE_CASES: GarbageCase[] = [
  {
    title: 'invalid JSON everywhere',
    answer: 'invalid-json',
    servesChains: false,
    tokens: 'Could not load tokens',
    activity: 'Could not load activity',
  },
  {
    title: '500 everywhere',
    answer: 'server-error',
    servesChains: false,
    tokens: 'Could not load tokens',
    activity: 'Could not load activity',
  },
  {
    title: 'a valid chain list, then invalid JSON',
    answer: 'invalid-json',
    servesChains: true,
    tokens: 'Could not load tokens',
    activity: 'Could not load activity',
  },
  {
    title: 'a valid chain list, then 500s',
    answer: 'server-error',
    servesChains: true,
    tokens: 'Could not load tokens',
    activity: 'Could not load activity',
  },
  {
    title: 'a valid chain list, then fields of the wrong type',
    answer: 'wrong-shapes',
    servesChains: true,
    tokens: 'Could not load tokens',
    activity: 'Could not load activity',
  },
  {
    title: 'a valid chain list, then lists of malformed items',
    answer: 'wrong-items',
    servesChains: true,
    tokens: 'No tokens yet',
    activity: 'No activity yet',
  },
]

describe('account, against an API answering garbage', () => {
  it.each(GARBAGE_CASES)(
    '$title: the modal connects and the Account view renders without a page error',
    async ({ answer, servesChains, tokens, activity }) => {
      await lab.api.close()
      const garbage = await startGarbageApi({
        port: API_PORT,
        origin: new URL(lab.url).origin,
        answer,
        servesChains,
      })
      try {
        await page.reload()
        await page.waitForLoadState('networkidle')
        await connectDevWallet()
        const dialog = await openAccount()
        const tokensPanel = await showTab(dialog, 'Tokens')
        await tokensPanel
          .getByRole('heading', { name: tokens })
          .waitFor({ state: 'visible', timeout: 30_000 })
        const activityPanel = await showTab(dialog, 'Activity')
        await activityPanel
          .getByRole('heading', { name: activity })
          .waitFor({ state: 'visible', timeout: 30_000 })
        // The garbage really was asked for: the balance and history calls reached it when the chain list allowed.
        const asked = garbage.requests.join('\n')
        expect(asked).toContain('/v1/supported-chains')
        if (servesChains) {
          expect(asked).toMatch(/\/v1\/account\/0x[0-9a-fA-F]{40}\/balance/)
          expect(asked).toMatch(/\/v1\/account\/0x[0-9a-fA-F]{40}\/history/)
        }
        await dialog.getByRole('button', { name: 'Disconnect' }).waitFor({ state: 'visible' })
      } finally {
        await garbage.close()
      }
    },
  )
})
