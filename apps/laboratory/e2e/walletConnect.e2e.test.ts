import { mkdirSync } from 'node:fs'
import { type CspViolation, type ViteApp, watchCspViolations } from '@org/appkit-testing/e2e'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Lab, startLab } from './startLab.ts'
import { startWalletApp } from './startWalletApp.ts'
import { verifySolanaSignature } from './verifySolanaSignature.ts'
import {
  copyPairingUri as copyPairingUriIn,
  labProposal,
  pairWithWalletApp,
  pasteIntoWallet as pasteIntoWalletPage,
  startPairing as startPairingIn,
} from './walletConnectPairing.ts'

// WalletConnect end to end, offline: the laboratory (dApp) and the test wallet (apps/wallet, on the wallet-side
// SDK a phone wallet uses) in two browser contexts, pairing through the local relay; requests settle on the devnets.
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ARTIFACTS = new URL('../../../artifacts/', import.meta.url).pathname

let lab: Lab
let walletApp: ViteApp
let dappContext: BrowserContext
let walletContext: BrowserContext
let dapp: Page
let wallet: Page
let cspViolations: CspViolation[] = []
const leftLoopback: string[] = []

function watchLoopback(url: string) {
  const { protocol, hostname } = new URL(url)
  if (/^(https?|wss?):$/.test(protocol) && hostname !== '127.0.0.1') leftLoopback.push(url)
}

/** A context where the page believes it is online (a loopback-only host reports offline; WalletConnect then waits). */
async function newOnlineContext(options: Parameters<Lab['browser']['newContext']>[0] = {}) {
  const context = await lab.browser.newContext({ viewport: { width: 1000, height: 800 }, ...options })
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true })
  })
  context.on('request', (request) => watchLoopback(request.url()))
  context.on('page', (page) => page.on('websocket', (socket) => watchLoopback(socket.url())))
  return context
}

beforeAll(async () => {
  lab = await startLab()
  walletApp = await startWalletApp()
  mkdirSync(ARTIFACTS, { recursive: true })
}, 120_000)

afterAll(async () => {
  await walletApp?.stop()
  await lab?.stop()
})

beforeEach(async () => {
  dappContext = await newOnlineContext({ permissions: ['clipboard-read', 'clipboard-write'] })
  // The laboratory runs under a strict Content-Security-Policy (startLab): nothing may need an exception.
  cspViolations = await watchCspViolations(dappContext)
  walletContext = await newOnlineContext()
  dapp = await dappContext.newPage()
  wallet = await walletContext.newPage()
  await Promise.all([dapp.goto(lab.url), wallet.goto(walletApp.url)])
  await dapp.waitForLoadState('networkidle')
  await wallet.getByRole('heading', { name: 'Sessions' }).waitFor({ state: 'visible', timeout: 30_000 })
})

afterEach(async () => {
  await dappContext?.close()
  await walletContext?.close()
  expect(leftLoopback.splice(0)).toEqual([])
  expect(cspViolations).toEqual([])
})

async function expectText(locator: Locator, expected: string | RegExp) {
  const poll = expect.poll(async () => (await locator.textContent())?.trim(), { timeout: 30_000 })
  await (typeof expected === 'string' ? poll.toBe(expected) : poll.toMatch(expected))
}

const startPairing = () => startPairingIn(dapp)
const copyPairingUri = () => copyPairingUriIn(dapp)
const pasteIntoWallet = (uri: string) => pasteIntoWalletPage(wallet, uri)
const proposal = () => labProposal(wallet)
const request = (title: string) =>
  wallet.getByRole('region', { name: 'Requests' }).getByRole('article', { name: title })
const pair = () => pairWithWalletApp(dapp, wallet)

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

describe('WalletConnect (laboratory + test wallet, two browser contexts)', () => {
  it('pairs through the copy-link URI; approving shows the account; the dApp signs and sends through the wallet', async () => {
    await pasteIntoWallet(await startPairing())
    await proposal().waitFor({ state: 'visible', timeout: 30_000 })
    await wallet.screenshot({ path: `${ARTIFACTS}wallet-proposal.png` })
    await proposal().getByRole('button', { name: 'Approve' }).click()
    await expectText(dapp.getByTestId('status'), 'connected')
    await expectText(dapp.getByTestId('address'), ACCOUNT_0)
    await expectText(dapp.getByTestId('network'), 'Devnet')

    await dapp.getByRole('button', { name: 'Sign message' }).click()
    await request('Sign message')
      .getByText('Hello from the laboratory')
      .waitFor({ state: 'visible', timeout: 30_000 })
    await request('Sign message').getByRole('button', { name: 'Approve' }).click()
    await expectText(dapp.getByTestId('signature'), /^0x[0-9a-f]{130}$/)

    await dapp.getByRole('button', { name: 'Send 0.01 ETH' }).click()
    await request('Send transaction').getByRole('button', { name: 'Approve' }).click()
    await expectText(dapp.getByTestId('tx-hash'), /^0x[0-9a-f]{64}$/)
    const hash = await dapp.getByTestId('tx-hash').textContent()
    expect(await rpc(lab.devnet.rpcUrl, 'eth_getTransactionReceipt', [hash])).toMatchObject({ status: '0x1' })
  })

  it('on the Solana page pairs with the solana namespace: the wallet signs (ed25519) and sends SOL from the modal', async () => {
    await dapp.goto(`${lab.url}?config=solana`)
    await dapp.waitForLoadState('networkidle')
    await pair()
    const sender = lab.solana.accounts[0]?.address ?? ''
    const receiver = lab.solana.accounts[6]?.address ?? ''
    await expectText(dapp.getByTestId('solana-address'), sender)
    await expectText(dapp.getByTestId('network'), 'Solana Local')

    await dapp.getByRole('button', { name: 'Sign message on Solana' }).click()
    await request('Sign Solana message').getByRole('button', { name: 'Approve' }).click()
    await expectText(dapp.getByTestId('solana-signature'), /^[0-9a-f]{128}$/)
    const signature = (await dapp.getByTestId('solana-signature').textContent()) ?? ''
    expect(await verifySolanaSignature(sender, 'Hello from the laboratory', signature)).toBe(true)

    const lamportsOf = async (address: string) =>
      BigInt(
        (
          (await rpc(lab.solana.rpcUrl, 'getBalance', [address, { commitment: 'confirmed' }])) as {
            value: number
          }
        ).value,
      )
    const before = { sender: await lamportsOf(sender), receiver: await lamportsOf(receiver) }
    await dapp.getByRole('button', { name: 'Open modal' }).click()
    await dapp
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Send', exact: true })
      .click()
    const form = dapp.getByRole('dialog', { name: 'Send' })
    await form.getByRole('textbox', { name: 'Amount to send' }).fill('0.25')
    await form.getByRole('textbox', { name: 'Receiver address', exact: true }).fill(receiver)
    await form.getByRole('button', { name: 'Preview send' }).click()
    const confirm = dapp
      .getByRole('dialog', { name: 'Review send' })
      .getByRole('button', { name: 'Send', exact: true })
    await expect.poll(() => confirm.isEnabled(), { timeout: 20_000 }).toBe(true)
    await confirm.click()
    await request('Send Solana transaction').getByRole('button', { name: 'Approve' }).click()
    await dapp
      .getByText('Transaction started', { exact: true })
      .waitFor({ state: 'visible', timeout: 30_000 })
    await expect.poll(() => lamportsOf(receiver), { timeout: 20_000 }).toBe(before.receiver + 250_000_000n)
    expect(await lamportsOf(sender)).toBe(before.sender - 250_000_000n - 5_000n)
  })

  it('on the EVM + Solana page one pairing connects both namespaces; each signs through the wallet; one disconnect ends both', async () => {
    await dapp.goto(`${lab.url}?config=evm-solana`)
    await dapp.waitForLoadState('networkidle')
    await pair()
    const solanaAccount = lab.solana.accounts[0]?.address ?? ''
    await expectText(dapp.getByTestId('eip155-address'), ACCOUNT_0)
    await expectText(dapp.getByTestId('solana-address'), solanaAccount)

    await dapp.getByRole('button', { name: 'Sign message', exact: true }).click()
    await request('Sign message').getByRole('button', { name: 'Approve' }).click()
    await expectText(dapp.getByTestId('signature'), /^0x[0-9a-f]{130}$/)
    await dapp.getByRole('button', { name: 'Sign message on Solana' }).click()
    await request('Sign Solana message').getByRole('button', { name: 'Approve' }).click()
    await expectText(dapp.getByTestId('solana-signature'), /^[0-9a-f]{128}$/)
    const signature = (await dapp.getByTestId('solana-signature').textContent()) ?? ''
    expect(await verifySolanaSignature(solanaAccount, 'Hello from the laboratory', signature)).toBe(true)

    // One WalletConnect session serves both: disconnecting Solana ends the EVM account too (spec §4, chains
    // sharing the WalletConnect connector).
    await dapp.getByRole('button', { name: 'Disconnect Solana' }).click()
    await expectText(dapp.getByTestId('solana-address'), 'none')
    await expectText(dapp.getByTestId('eip155-address'), 'none')
  })

  it('switches chain over the session: the next transaction lands on the second devnet', async () => {
    await pair()
    await dapp.getByRole('button', { name: 'Switch to Devnet 2' }).click()
    await expectText(dapp.getByTestId('network'), 'Devnet 2')
    await dapp.getByRole('button', { name: 'Send 0.01 ETH' }).click()
    await request('Send transaction').getByRole('button', { name: 'Approve' }).click()
    await expectText(dapp.getByTestId('tx-hash'), /^0x[0-9a-f]{64}$/)
    const hash = await dapp.getByTestId('tx-hash').textContent()
    expect(await rpc(lab.devnet2.rpcUrl, 'eth_getTransactionReceipt', [hash])).toMatchObject({
      status: '0x1',
    })
    expect(await rpc(lab.devnet.rpcUrl, 'eth_getTransactionReceipt', [hash])).toBeNull()
  })

  it('a request the wallet rejects reaches the dApp as an error, and the session stays usable', async () => {
    await pair()
    await dapp.getByRole('button', { name: 'Sign message' }).click()
    await request('Sign message').getByRole('button', { name: 'Reject' }).click()
    await expectText(dapp.getByTestId('error'), /reject/i)
    await expectText(dapp.getByTestId('signature'), 'none')
    await dapp.getByRole('button', { name: 'Sign message' }).click()
    await request('Sign message').getByRole('button', { name: 'Approve' }).click()
    await expectText(dapp.getByTestId('signature'), /^0x[0-9a-f]{130}$/)
  })

  it('a reload of the dApp restores the session; the wallet disconnecting disconnects the dApp', async () => {
    await pair()
    await dapp.reload()
    await expectText(dapp.getByTestId('status'), 'connected')
    await expectText(dapp.getByTestId('address'), ACCOUNT_0)
    await dapp.getByRole('button', { name: 'Sign message' }).click()
    await request('Sign message').getByRole('button', { name: 'Approve' }).click()
    await expectText(dapp.getByTestId('signature'), /^0x[0-9a-f]{130}$/)

    await wallet
      .getByRole('region', { name: 'Sessions' })
      .getByRole('article', { name: 'AppKit laboratory' })
      .getByRole('button', { name: 'Disconnect' })
      .click()
    await expectText(dapp.getByTestId('status'), 'disconnected')
    await dapp.getByRole('button', { name: 'Connect Wallet' }).waitFor({ state: 'visible' })
  })

  it('opens a registry wallet by its web link: the wallet app gets the pairing URI, approving connects', async () => {
    await dapp.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = dapp.getByRole('dialog')
    await dialog.getByRole('button', { name: /^Local Wallet/ }).click()
    await dialog.getByRole('tab', { name: 'Web app' }).click()
    const opened = dappContext.waitForEvent('page')
    await dialog.getByRole('button', { name: 'Open Local Wallet web app' }).click()
    const walletTab = await opened
    await walletTab.waitForLoadState('domcontentloaded')
    expect(new URL(walletTab.url()).origin).toBe('http://127.0.0.1:5174')
    const tabProposal = walletTab
      .getByRole('region', { name: 'Session proposals' })
      .getByRole('article', { name: 'AppKit laboratory' })
    await tabProposal.getByRole('button', { name: 'Approve' }).click({ timeout: 30_000 })
    await expectText(dapp.getByTestId('status'), 'connected')
    await expectText(dapp.getByTestId('address'), ACCOUNT_0)
  })

  it('with no chain adapter (WalletConnect only) the modal opens on the QR code; the provider it hands out signs, switches and sends', async () => {
    await dapp.goto(`${lab.url}?config=walletconnect-only`)
    await dapp.waitForLoadState('networkidle')
    await dapp.getByRole('button', { name: 'Connect Wallet' }).click()
    await pasteIntoWallet(await copyPairingUri())
    await proposal().getByRole('button', { name: 'Approve' }).click()
    await expectText(dapp.getByTestId('status'), 'connected')
    await expectText(dapp.getByTestId('address'), ACCOUNT_0)

    await dapp.getByRole('button', { name: 'Sign message' }).click()
    await request('Sign message').getByRole('button', { name: 'Approve' }).click()
    await expectText(dapp.getByTestId('signature'), /^0x[0-9a-f]{130}$/)

    await dapp.getByRole('button', { name: 'Switch to Devnet 2' }).click()
    await expectText(dapp.getByTestId('network'), 'Devnet 2')
    await dapp.getByRole('button', { name: 'Read balance' }).click()
    await expectText(dapp.getByTestId('balance'), /ETH$/)
    await dapp.getByRole('button', { name: 'Send 0.01 ETH' }).click()
    await request('Send transaction').getByRole('button', { name: 'Approve' }).click()
    await expectText(dapp.getByTestId('tx-hash'), /^0x[0-9a-f]{64}$/)
    const hash = await dapp.getByTestId('tx-hash').textContent()
    expect(await rpc(lab.devnet2.rpcUrl, 'eth_getTransactionReceipt', [hash])).toMatchObject({
      status: '0x1',
    })
  })

  it('a rejected proposal shows the error in the modal, and trying again offers a new URI that pairs', async () => {
    const first = await startPairing()
    await pasteIntoWallet(first)
    await proposal().getByRole('button', { name: 'Reject' }).click()
    const dialog = dapp.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Try again' }).waitFor({ state: 'visible', timeout: 30_000 })
    await dapp.screenshot({ path: `${ARTIFACTS}laboratory-walletconnect-declined.png` })
    await dialog.getByRole('button', { name: 'Try again' }).click()
    const second = await copyPairingUri()
    expect(second).not.toBe(first)
    await pasteIntoWallet(second)
    await proposal().getByRole('button', { name: 'Approve' }).click()
    await expectText(dapp.getByTestId('status'), 'connected')
  })

  it('pairs and signs when the page may not read localStorage (a sandboxed frame, blocked site data)', async () => {
    await dappContext.close()
    dappContext = await newOnlineContext({ permissions: ['clipboard-read', 'clipboard-write'] })
    await dappContext.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The document is sandboxed', 'SecurityError')
        },
      })
    })
    dapp = await dappContext.newPage()
    await dapp.goto(lab.url)
    await dapp.waitForLoadState('networkidle')
    await pair()
    await dapp.getByRole('button', { name: 'Sign message' }).click()
    await request('Sign message').getByRole('button', { name: 'Approve' }).click()
    await expectText(dapp.getByTestId('signature'), /^0x[0-9a-f]{130}$/)
  })
})
