import { mkdirSync } from 'node:fs'
import type { CspViolation } from '@org/appkit-testing/e2e'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { expectText, openLabPage } from './openLabPage.ts'
import { type Lab, startLab } from './startLab.ts'
import { verifySolanaSignature } from './verifySolanaSignature.ts'

// Solana in the laboratory, end to end: the SolanaAdapter and the Solana dev wallet (Wallet Standard) against the
// local Solana devnet, alone (`?config=solana`) and beside EVM in one modal (`?config=evm-solana`, spec §4).
const EVM_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ARTIFACTS = new URL('../../../artifacts/', import.meta.url).pathname
const MESSAGE = 'Hello from the laboratory'

let lab: Lab
let context: BrowserContext
let page: Page
let cspViolations: CspViolation[]
let pageErrors: Error[]

beforeAll(async () => {
  lab = await startLab()
  mkdirSync(ARTIFACTS, { recursive: true })
}, 120_000)

afterAll(async () => {
  await lab?.stop()
})

beforeEach(async () => {
  await context?.close()
})

afterEach(() => {
  expect(cspViolations).toEqual([])
  expect(pageErrors.map((error) => error.message)).toEqual([])
})

async function open(config: 'solana' | 'evm-solana') {
  ;({ context, page, cspViolations, pageErrors } = await openLabPage(lab, `?config=${config}`))
}

const solanaAddress = () => lab.solana.accounts[0]?.address ?? ''

async function openConnect() {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect wallet' }).waitFor({ state: 'visible' })
  return page.getByRole('dialog')
}

const EVM_WALLET = /^Dev Wallet \(local devnet\)/
const SOLANA_WALLET = /^Solana Dev Wallet \(local devnet\)/

async function connectFromModal(wallet: RegExp) {
  const dialog = await openConnect()
  await dialog.getByRole('button', { name: wallet }).click()
}

/** One JSON-RPC call to the Solana devnet. */
async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(lab.solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}

const lamportsOf = async (address: string) =>
  BigInt((await solanaRpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }])).value)

const dusdOf = async (owner: string) => {
  const { value } = await solanaRpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>('getTokenAccountsByOwner', [
    owner,
    { mint: lab.solana.mint.address },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])
  return value.reduce((sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount), 0n)
}

/** Opens the modal on the connected account and waits for the Account view. */
async function openAccount(): Promise<Locator> {
  await page.getByRole('button', { name: 'Open modal' }).click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await dialog.getByRole('tablist', { name: 'Account content' }).waitFor({ state: 'visible' })
  return dialog
}

/** From the Account view: Send, pick the token, amount and receiver, preview, confirm; back on Account after. */
async function sendFromModal(form: {
  symbol: string
  tokenName?: string
  amount: string
  receiver: string
  /** The network fee the preview shows. */
  fee: string
}) {
  const account = await openAccount()
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Send' })
  await dialog.getByRole('form', { name: 'Send tokens' }).waitFor({ state: 'visible' })
  await dialog.getByRole('button', { name: 'SOL selected, change token' }).waitFor({ state: 'visible' })
  if (form.tokenName) {
    await dialog.getByRole('button', { name: 'SOL selected, change token' }).click()
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
  // Solana has no names: the field asks for an address only.
  await dialog.getByRole('textbox', { name: 'Receiver address', exact: true }).fill(form.receiver)
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  const preview = page.getByRole('dialog', { name: 'Review send' })
  await preview
    .getByRole('region', { name: 'You send' })
    .getByText(`${form.amount} ${form.symbol}`, { exact: true })
    .waitFor({ state: 'visible' })
  const confirm = preview.getByRole('button', { name: 'Send', exact: true })
  await expect.poll(() => confirm.isEnabled(), { timeout: 20_000 }).toBe(true)
  await expect.poll(() => preview.getByText('Estimating').count()).toBe(0)
  // The adapter's own estimate (Solana has no gas price): never 'Unavailable'.
  const details = preview.getByRole('region', { name: 'Details' })
  await details.getByText(form.fee, { exact: true }).waitFor({ state: 'visible' })
  await page.waitForTimeout(300) // the view's transition, before the picture
  await page.screenshot({ path: `${ARTIFACTS}laboratory-solana-send-preview.png` })
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
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const today = dialog.getByRole('tabpanel').getByRole('region', { name: 'Today' })
  const row = today
    .getByRole('listitem')
    .filter({ has: page.getByText('Sent', { exact: true }) })
    .filter({ has: page.getByText(amount, { exact: true }) })
  await row.first().waitFor({ state: 'visible', timeout: 20_000 })
  expect(await row.count()).toBe(1)
}

const solanaPrompts = () =>
  page.evaluate(
    () =>
      window.appkitSolanaDevWallet?.requests.filter(
        (request) =>
          request.method === 'standard:connect' && !(request.params as { silent?: boolean })?.silent,
      ).length ?? 0,
  )

describe('Solana page', () => {
  it('connects the Solana dev wallet from the modal, signs a message (ed25519), and a reload keeps it without a prompt', async () => {
    await open('solana')
    await connectFromModal(SOLANA_WALLET)
    await expectText(page.getByTestId('status'), 'connected')
    await expectText(page.getByTestId('address'), solanaAddress())
    await expectText(page.getByTestId('solana-address'), solanaAddress())
    await expectText(page.getByTestId('network'), 'Solana Local')
    await page.screenshot({ path: `${ARTIFACTS}laboratory-solana-connected.png` })

    await page.getByRole('button', { name: 'Sign message on Solana' }).click()
    await expectText(page.getByTestId('solana-signature'), /^[0-9a-f]{128}$/)
    const signature = (await page.getByTestId('solana-signature').textContent()) ?? ''
    expect(await verifySolanaSignature(solanaAddress(), MESSAGE, signature)).toBe(true)
    expect(await verifySolanaSignature(solanaAddress(), `${MESSAGE}!`, signature)).toBe(false)

    await page.reload()
    await page.waitForLoadState('networkidle')
    await expectText(page.getByTestId('status'), 'connected')
    await expectText(page.getByTestId('solana-address'), solanaAddress())
    expect(await solanaPrompts()).toBe(0)
  })

  it('a declined connection shows the error, and trying again connects', async () => {
    await open('solana')
    await page.evaluate(() => window.appkitSolanaDevWallet?.setPolicy('reject'))
    const dialog = await openConnect()
    await dialog.getByRole('button', { name: SOLANA_WALLET }).click()
    await dialog.getByText('Connection declined').waitFor({ state: 'visible' })
    await page.evaluate(() => window.appkitSolanaDevWallet?.setPolicy('approve'))
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expectText(page.getByTestId('solana-address'), solanaAddress())
  })
})

describe('Solana sends from the modal, against the self-hosted API', () => {
  it('sends SOL: the receiver gets exactly the amount, the sender pays it plus the fee; Activity lists it', async () => {
    await open('solana')
    await connectFromModal(SOLANA_WALLET)
    await expectText(page.getByTestId('solana-address'), solanaAddress())
    const receiver = lab.solana.accounts[7]?.address ?? ''
    const before = { sender: await lamportsOf(solanaAddress()), receiver: await lamportsOf(receiver) }

    const account = await sendFromModal({
      symbol: 'SOL',
      amount: '0.5',
      receiver,
      fee: 'Less than 0.001 SOL',
    })

    await expect.poll(() => lamportsOf(receiver), { timeout: 20_000 }).toBe(before.receiver + 500_000_000n)
    // One signature: the devnet's 5000-lamport fee.
    expect(await lamportsOf(solanaAddress())).toBe(before.sender - 500_000_000n - 5_000n)
    await expectSentInActivity(account, '0.5 SOL')
  })

  it('sends dUSD to an account without a dUSD account: it is created, and exactly the amount moves', async () => {
    await open('solana')
    await connectFromModal(SOLANA_WALLET)
    await expectText(page.getByTestId('solana-address'), solanaAddress())
    // Accounts 5 and up hold no dUSD (tokenHolderCount 5).
    const receiver = lab.solana.accounts[8]?.address ?? ''
    const before = { sender: await dusdOf(solanaAddress()), receiver: await dusdOf(receiver) }
    expect(before.receiver).toBe(0n)

    const account = await sendFromModal({
      symbol: 'dUSD',
      tokenName: 'Devnet USD',
      amount: '12.5',
      receiver,
      // The signature fee and the rent of the receiver's new token account (0.00203928 SOL).
      fee: '0.002 SOL',
    })

    await expect.poll(() => dusdOf(receiver), { timeout: 20_000 }).toBe(12_500_000n)
    expect(await dusdOf(solanaAddress())).toBe(before.sender - 12_500_000n)
    await expectSentInActivity(account, '12.5 dUSD')
  })
})

describe('EVM + Solana page', () => {
  it('one modal lists both namespaces, connects both, switches across namespaces, and disconnects one then all', async () => {
    await open('evm-solana')
    const dialog = await openConnect()
    await dialog.getByRole('button', { name: SOLANA_WALLET }).waitFor({ state: 'visible' })
    await page.screenshot({ path: `${ARTIFACTS}laboratory-evm-solana-connect.png` })
    await dialog.getByRole('button', { name: EVM_WALLET }).click()
    await expectText(page.getByTestId('status'), 'connected')
    await expectText(page.getByTestId('address'), EVM_ACCOUNT_0)
    await expectText(page.getByTestId('solana-address'), 'none')

    // To the other namespace's network: the page follows Solana, where nothing is connected yet; EVM stays.
    await page.getByRole('button', { name: 'Switch to Solana Local' }).click()
    await expectText(page.getByTestId('network'), 'Solana Local')
    await expectText(page.getByTestId('status'), 'disconnected')
    await expectText(page.getByTestId('eip155-address'), EVM_ACCOUNT_0)

    await connectFromModal(SOLANA_WALLET)
    await expectText(page.getByTestId('status'), 'connected')
    await expectText(page.getByTestId('address'), solanaAddress())
    await expectText(page.getByTestId('solana-address'), solanaAddress())
    await expectText(page.getByTestId('eip155-address'), EVM_ACCOUNT_0)
    await page.screenshot({ path: `${ARTIFACTS}laboratory-evm-solana-both.png` })

    // Back to EVM: no prompt, the EVM account is the page's again.
    await page.getByRole('button', { name: 'Switch to Devnet', exact: true }).click()
    await expectText(page.getByTestId('network'), 'Devnet')
    await expectText(page.getByTestId('address'), EVM_ACCOUNT_0)
    await expectText(page.getByTestId('solana-address'), solanaAddress())

    // Disconnecting Solana leaves EVM connected; disconnecting all clears both.
    await page.getByRole('button', { name: 'Disconnect Solana' }).click()
    await expectText(page.getByTestId('solana-address'), 'none')
    await expectText(page.getByTestId('address'), EVM_ACCOUNT_0)
    await expectText(page.getByTestId('status'), 'connected')
    await page.getByRole('button', { name: 'Switch to Solana Local' }).click()
    await expectText(page.getByTestId('status'), 'disconnected')
    await connectFromModal(SOLANA_WALLET)
    await expectText(page.getByTestId('solana-address'), solanaAddress())
    await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await expectText(page.getByTestId('eip155-address'), 'none')
    await expectText(page.getByTestId('solana-address'), 'none')
  })
})
