import { mkdirSync } from 'node:fs'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { SessionTypes } from '@walletconnect/types'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { decodeBase58 } from '../src/encoding/decodeBase58.ts'
import { encodeBase58 } from '../src/encoding/encodeBase58.ts'
import { verifyEd25519 } from '../src/test/verifyEd25519.ts'
import { type Dapp, startDapp } from './startDapp.ts'
import { startWalletStack, type WalletStack } from './startWalletStack.ts'

// The wallet page in Chromium, paired through a real relay with a Node dApp (UniversalProvider), signing and
// sending on real devnets. Driven by role and accessible name; the tests run in order over one session.
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const DAPP_NAME = 'Wallet e2e dApp'
const METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain']
/** The Solana devnet's account 0 (m/44'/501'/0'/0' of the same mnemonic). */
const SOLANA_ACCOUNT_0 = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']
const ARTIFACTS = new URL('../../../artifacts/', import.meta.url).pathname

let stack: WalletStack
let context: BrowserContext
let page: Page
let main: Awaited<ReturnType<typeof startDapp>>
let session: SessionTypes.Struct
/** Every request or socket the page opened beyond 127.0.0.1 (there must be none). */
const leftLoopback: string[] = []
const closers: Array<() => Promise<unknown>> = []

function watchLoopback(url: string) {
  const { protocol, hostname } = new URL(url)
  if (['http:', 'https:', 'ws:', 'wss:'].includes(protocol) && hostname !== '127.0.0.1')
    leftLoopback.push(url)
}

beforeAll(async () => {
  stack = await startWalletStack()
  mkdirSync(ARTIFACTS, { recursive: true })
  context = await stack.browser.newContext({ viewport: { width: 900, height: 1000 } })
  // A loopback-only host makes Chromium report offline, and WalletConnect's browser client then never connects.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true })
  })
  context.on('request', (request) => watchLoopback(request.url()))
  context.on('page', (opened) => opened.on('websocket', (socket) => watchLoopback(socket.url())))
  page = await context.newPage()
  page.on('websocket', (socket) => watchLoopback(socket.url()))
  await openWallet(stack.walletUrl)
  main = await startDapp({
    relayUrl: stack.relay.url,
    name: DAPP_NAME,
    rpcMap: rpcMap(),
    storagePrefix: 'wallet-e2e-main',
  })
  closers.push(main.close)
}, 120_000)

afterEach(() => {
  expect(leftLoopback).toEqual([])
})

afterAll(async () => {
  for (const close of closers.splice(0).reverse()) await close().catch(() => undefined)
  await context?.close()
  await stack?.stop()
})

const rpcMap = () => ({
  [stack.devnet.chainId]: stack.devnet.rpcUrl,
  [stack.devnet2.chainId]: stack.devnet2.rpcUrl,
})

/** Opens the wallet and waits until WalletKit has started (the Sessions heading replaces the start-up line). */
async function openWallet(url: string) {
  await page.goto(url)
  await page.getByRole('heading', { name: 'Sessions' }).waitFor({ state: 'visible', timeout: 30_000 })
}

async function pasteUri(uri: string) {
  await page.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
}

function proposalCard(dappName: string): Locator {
  return page.getByRole('region', { name: 'Session proposals' }).getByRole('article', { name: dappName })
}

function requestCard(title: string): Locator {
  return page.getByRole('region', { name: 'Requests' }).getByRole('article', { name: title })
}

function sessionCard(dappName: string): Locator {
  return page.getByRole('region', { name: 'Sessions' }).getByRole('article', { name: dappName })
}

async function expectStatus(text: string | RegExp) {
  await expect
    .poll(async () => (await page.getByRole('status').textContent())?.trim(), { timeout: 30_000 })
    .toMatch(text)
}

/** Sends `method` through the main dApp's provider; the caller awaits the answer after acting in the page. */
function requestFromDapp<T>(method: string, params: unknown[], chainId = 'eip155:31337'): Promise<T> {
  const answer = main.dapp.request<T>({ method, params }, chainId)
  // Awaited later, once the page has answered: until then a rejection must not count as unhandled.
  answer.catch(() => undefined)
  return answer
}

/** Resolves the next `chainChanged` session event the wallet emits to `dapp`. */
function nextWalletChainChanged(dapp: Dapp) {
  return new Promise<{ name: string; data: unknown; chainId: string }>((resolve) => {
    const listener = ({
      params,
    }: {
      params: { event: { name: string; data: unknown }; chainId: string }
    }) => {
      if (params.event.name !== 'chainChanged') return
      dapp.client.off('session_event', listener)
      resolve({ ...params.event, chainId: params.chainId })
    }
    dapp.client.on('session_event', listener)
  })
}

describe('the wallet page over WalletConnect', () => {
  it('opens a pasted URI, shows the proposal with the dApp metadata, and approving gives the dApp the account', async () => {
    const { uri, session: approved } = main.connect([31_337, 31_338], METHODS)
    await pasteUri(await uri)

    const card = proposalCard(DAPP_NAME)
    await card.waitFor({ state: 'visible', timeout: 30_000 })
    await expect.poll(() => card.textContent()).toContain('http://127.0.0.1')
    // W2: Verify is off, so the address is only what the dApp says, and the card says so.
    await expect.poll(() => card.textContent()).toContain('Unverified: this address is what the dApp says')
    await expect.poll(() => card.textContent()).toContain('eip155:31338')
    await expect.poll(() => card.textContent()).toContain('eth_signTypedData_v4')
    await page.screenshot({ path: `${ARTIFACTS}wallet-proposal.png` })
    await card.getByRole('button', { name: 'Approve' }).click()

    session = (await approved) as SessionTypes.Struct
    expect(session.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${ACCOUNT_0}`,
      `eip155:31338:${ACCOUNT_0}`,
    ])
    expect(session.namespaces.eip155?.methods).toEqual(expect.arrayContaining(METHODS))
    expect(await main.dapp.request<Address[]>({ method: 'eth_accounts', params: [] })).toEqual([ACCOUNT_0])
    await expectStatus(`Connected to ${DAPP_NAME}`)
    await sessionCard(DAPP_NAME).waitFor({ state: 'visible' })
    await expect.poll(() => proposalCard(DAPP_NAME).count()).toBe(0)
  })

  it('personal_sign: the page shows the decoded message; Approve answers a signature the dApp verifies', async () => {
    const message = 'Sign in to the e2e dApp\nnonce 42'
    const signature = requestFromDapp<Hex>('personal_sign', [toHex(message), ACCOUNT_0])
    const card = requestCard('Sign message')
    await card.waitFor({ state: 'visible', timeout: 30_000 })
    expect(await card.locator('pre').textContent()).toBe(message)
    await page.screenshot({ path: `${ARTIFACTS}wallet-personal-sign.png` })
    await card.getByRole('button', { name: 'Approve' }).click()
    expect(await verifyMessage({ address: ACCOUNT_0, message, signature: await signature })).toBe(true)
    await expect.poll(() => card.count()).toBe(0)
  })

  it('eth_signTypedData_v4: the page shows the typed data; the dApp verifies the signature', async () => {
    const typedData = {
      domain: { name: 'E2E Mail', version: '1', chainId: 31_337 },
      types: {
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { from: { name: 'Alice', wallet: ACCOUNT_0 }, contents: 'Hello over the local relay' },
    } as const
    const signature = requestFromDapp<Hex>('eth_signTypedData_v4', [ACCOUNT_0, JSON.stringify(typedData)])
    const card = requestCard('Sign typed data')
    await card.waitFor({ state: 'visible', timeout: 30_000 })
    await expect.poll(() => card.textContent()).toContain('Hello over the local relay')
    await card.getByRole('button', { name: 'Approve' }).click()
    expect(await verifyTypedData({ address: ACCOUNT_0, ...typedData, signature: await signature })).toBe(true)
  })

  it('eth_sendTransaction: the page shows to and value; Approve sends it on the devnet and answers the hash', async () => {
    const hash = requestFromDapp<Hex>('eth_sendTransaction', [
      { from: ACCOUNT_0, to: ACCOUNT_1, value: toHex(parseEther('0.01')) },
    ])
    const card = requestCard('Send transaction')
    await card.waitFor({ state: 'visible', timeout: 30_000 })
    await expect.poll(() => card.textContent()).toContain(ACCOUNT_1)
    await expect.poll(() => card.textContent()).toContain('0.01 ETH')
    await card.getByRole('button', { name: 'Approve' }).click()
    const client = createPublicClient({ transport: http(stack.devnet.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash: await hash })
    expect(receipt).toMatchObject({
      status: 'success',
      from: ACCOUNT_0.toLowerCase(),
      to: ACCOUNT_1.toLowerCase(),
    })
  })

  it('a request rejected in the page reaches the dApp as the user-rejected error (4001)', async () => {
    const signature = requestFromDapp<Hex>('personal_sign', [toHex('Please reject me'), ACCOUNT_0])
    const card = requestCard('Sign message')
    await card.waitFor({ state: 'visible', timeout: 30_000 })
    await card.getByRole('button', { name: 'Reject' }).click()
    await expect(signature).rejects.toMatchObject({ code: 4001 })
    await expectStatus(`Rejected: Sign message for ${DAPP_NAME}`)
  })

  it('wallet_switchEthereumChain to 31338 over the session: answered null, then the wallet emits chainChanged', async () => {
    // UniversalProvider switches between chains the session already has without asking the wallet, so this
    // request goes over the session itself, as any WalletConnect dApp may send it.
    const walletEvent = nextWalletChainChanged(main.dapp)
    const answer = main.dapp.client.request<null>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(31_338) }] },
    })
    answer.catch(() => undefined)
    const card = requestCard('Switch chain')
    await card.waitFor({ state: 'visible', timeout: 30_000 })
    await expect.poll(() => card.textContent()).toContain('eip155:31338')
    await card.getByRole('button', { name: 'Approve' }).click()
    expect(await answer).toBeNull()
    expect(await walletEvent).toEqual({ name: 'chainChanged', data: 31_338, chainId: 'eip155:31338' })
    await expectStatus(`Switched ${DAPP_NAME} to eip155:31338`)
  })

  it('a switch to a chain the wallet does not serve is answered 4902 at once, and the page says why', async () => {
    const answer = main.dapp.client.request<null>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(1) }] },
    })
    await expect(answer).rejects.toMatchObject({ code: 4902 })
    await expect
      .poll(async () => page.getByRole('alert').textContent(), { timeout: 30_000 })
      .toContain('Unrecognized chain ID "1"')
  })

  it('W1: typed data whose domain.chainId is not the chain addressed is refused at once (-32602), never shown', async () => {
    const answer = main.dapp.client.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: {
        method: 'eth_signTypedData_v4',
        params: [
          ACCOUNT_0,
          JSON.stringify({
            domain: { name: 'Permit', version: '1', chainId: 1 },
            types: { Mail: [{ name: 'contents', type: 'string' }] },
            primaryType: 'Mail',
            message: { contents: 'for mainnet' },
          }),
        ],
      },
    })
    await expect(answer).rejects.toMatchObject({ code: -32_602 })
    await expect
      .poll(async () => page.getByRole('alert').textContent(), { timeout: 30_000 })
      .toContain("domain.chainId 1 is not the request's chain eip155:31337")
    expect(await requestCard('Sign typed data').count()).toBe(0)
  })

  it('after a reload of the wallet page the session is still listed and still answers requests', async () => {
    await page.reload()
    await sessionCard(DAPP_NAME).waitFor({ state: 'visible', timeout: 30_000 })
    const message = 'Signed after the wallet reloaded'
    const signature = requestFromDapp<Hex>('personal_sign', [toHex(message), ACCOUNT_0], 'eip155:31338')
    const card = requestCard('Sign message')
    await card.waitFor({ state: 'visible', timeout: 30_000 })
    await card.getByRole('button', { name: 'Approve' }).click()
    expect(await verifyMessage({ address: ACCOUNT_0, message, signature: await signature })).toBe(true)
  })

  it('Disconnect ends the session: the dApp receives session_delete', async () => {
    const deleted = new Promise<{ topic: string }>((resolve) => main.dapp.once('session_delete', resolve))
    await sessionCard(DAPP_NAME).getByRole('button', { name: 'Disconnect' }).click()
    expect((await deleted).topic).toBe(session.topic)
    await expectStatus(`Disconnected from ${DAPP_NAME}`)
    await expect.poll(() => sessionCard(DAPP_NAME).count()).toBe(0)
    await page.getByText('No dApp is connected.').waitFor({ state: 'visible' })
  })

  it("a rejected proposal makes the dApp's connect reject", async () => {
    const other = await startDapp({
      relayUrl: stack.relay.url,
      name: 'Rejected dApp',
      rpcMap: rpcMap(),
      storagePrefix: 'wallet-e2e-rejected',
    })
    closers.push(other.close)
    const { uri, session: approved } = other.connect([31_337], ['personal_sign'])
    await pasteUri(await uri)
    const card = proposalCard('Rejected dApp')
    await card.waitFor({ state: 'visible', timeout: 30_000 })
    await card.getByRole('button', { name: 'Reject' }).click()
    await expect(approved).rejects.toMatchObject({ code: 5000 })
    await expectStatus('Rejected the proposal from Rejected dApp')
  })

  it('W3: a ?uri= deep link opens the proposal on load (its relayUrl and chains ignored), and the URI leaves the address bar', async () => {
    const other = await startDapp({
      relayUrl: stack.relay.url,
      name: 'Deep-linked dApp',
      rpcMap: rpcMap(),
      storagePrefix: 'wallet-e2e-deep-link',
    })
    closers.push(other.close)
    const { uri, session: approved } = other.connect(
      [31_337],
      ['personal_sign', 'wallet_switchEthereumChain'],
    )
    // W3: the link also names another relay and RPC; the wallet takes only the uri from it.
    const hostile = new URLSearchParams({
      relayUrl: 'ws://127.0.0.1:9',
      chains: 'eip155:31337=http://127.0.0.1:9',
      uri: await uri,
    })
    await openWallet(`${stack.walletUrl}?${hostile}`)
    const card = proposalCard('Deep-linked dApp')
    await card.waitFor({ state: 'visible', timeout: 30_000 })
    expect(new URL(page.url()).searchParams.has('uri')).toBe(false)
    await card.getByRole('combobox', { name: 'Account to share', exact: true }).selectOption({ index: 1 })
    await card.getByRole('button', { name: 'Approve' }).click()
    const deepSession = (await approved) as SessionTypes.Struct
    // The dApp asked for 31337 only: the wallet approves only that chain of the two it serves, with the
    // account the user picked.
    expect(deepSession.namespaces.eip155?.accounts).toEqual([`eip155:31337:${ACCOUNT_1}`])
    await sessionCard('Deep-linked dApp').waitFor({ state: 'visible' })

    // Its provider asks the wallet to switch to 31338, which the session lacks: the wallet adds the chain.
    const walletEvent = nextWalletChainChanged(other.dapp)
    const answer = other.dapp.request<null>(
      { method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(31_338) }] },
      'eip155:31337',
    )
    answer.catch(() => undefined)
    const card2 = requestCard('Switch chain')
    await card2.waitFor({ state: 'visible', timeout: 30_000 })
    await card2.getByRole('button', { name: 'Approve' }).click()
    expect(await answer).toBeNull()
    expect(await walletEvent).toMatchObject({ name: 'chainChanged', chainId: 'eip155:31338' })
    expect(other.dapp.session?.namespaces.eip155?.accounts).toContain(`eip155:31338:${ACCOUNT_1}`)
    await expect.poll(() => sessionCard('Deep-linked dApp').textContent()).toContain('eip155:31338')
  })
})

describe('the solana namespace in the page', () => {
  const SOLANA_DAPP = 'Solana e2e dApp'
  let solanaDapp: Awaited<ReturnType<typeof startDapp>>
  const solanaConnection = () =>
    new Connection(stack.solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: stack.solana.wsUrl })
  /** Sends a solana_* request from the Solana dApp; awaited after the page has answered. */
  function requestFromSolanaDapp<T>(method: string, params: Record<string, unknown>): Promise<T> {
    const answer = solanaDapp.dapp.request<T>({ method, params }, stack.solana.chainId)
    answer.catch(() => undefined)
    return answer
  }

  it('a solana proposal asks for the Solana account only; Approve shares it; the accounts panel shows its SOL', async () => {
    solanaDapp = await startDapp({
      relayUrl: stack.relay.url,
      name: SOLANA_DAPP,
      rpcMap: rpcMap(),
      storagePrefix: 'wallet-e2e-solana',
    })
    closers.push(solanaDapp.close)
    const { uri, session: approved } = solanaDapp.connectSolana(
      stack.solana.chainId,
      stack.solana.rpcUrl,
      SOLANA_METHODS,
    )
    await pasteUri(await uri)
    const card = proposalCard(SOLANA_DAPP)
    await card.waitFor({ state: 'visible', timeout: 30_000 })
    await expect.poll(() => card.textContent()).toContain(stack.solana.chainId)
    expect(await card.getByRole('combobox', { name: 'Account to share', exact: true }).count()).toBe(0)
    await card.getByRole('combobox', { name: 'Solana account to share' }).waitFor({ state: 'visible' })
    await card.getByRole('button', { name: 'Approve' }).click()

    const solanaSession = (await approved) as SessionTypes.Struct
    expect(solanaSession.namespaces.solana?.accounts).toEqual([`${stack.solana.chainId}:${SOLANA_ACCOUNT_0}`])
    await sessionCard(SOLANA_DAPP).waitFor({ state: 'visible' })
    const accounts = page.getByRole('region', { name: 'Solana accounts' })
    await expect
      .poll(() => accounts.textContent(), { timeout: 30_000 })
      .toContain(`${SOLANA_ACCOUNT_0}10000 SOL on ${stack.solana.chainId}`)
  })

  it('solana_signMessage: the page shows the message; Approve answers a signature that verifies (ed25519)', async () => {
    const message = 'Sign in to the Solana e2e dApp\nnonce 7'
    const bytes = new TextEncoder().encode(message)
    const answer = requestFromSolanaDapp<{ signature: string }>('solana_signMessage', {
      message: encodeBase58(bytes),
      pubkey: SOLANA_ACCOUNT_0,
    })
    const card = requestCard('Sign Solana message')
    await card.waitFor({ state: 'visible', timeout: 30_000 })
    expect(await card.locator('pre').textContent()).toBe(message)
    await page.screenshot({ path: `${ARTIFACTS}wallet-solana-sign-message.png` })
    await card.getByRole('button', { name: 'Approve' }).click()
    const { signature } = await answer
    expect(await verifyEd25519(SOLANA_ACCOUNT_0, decodeBase58(signature), bytes)).toBe(true)
  })

  it('solana_signAndSendTransaction: the page shows the SOL transfer; Approve sends it; balances and the panel follow', async () => {
    const connection = solanaConnection()
    const receiver = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const sender = new PublicKey(SOLANA_ACCOUNT_0)
    const transfer = new Transaction({ feePayer: sender, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: sender, toPubkey: receiver, lamports: 500_000_000 }),
    )
    const before = await connection.getBalance(sender)
    const answer = requestFromSolanaDapp<{ signature: string }>('solana_signAndSendTransaction', {
      transaction: transfer.serialize({ requireAllSignatures: false }).toString('base64'),
      pubkey: SOLANA_ACCOUNT_0,
    })
    const card = requestCard('Send Solana transaction')
    await card.waitFor({ state: 'visible', timeout: 30_000 })
    await expect.poll(() => card.textContent()).toContain('SOL transfer: 0.5 SOL')
    await expect.poll(() => card.textContent()).toContain(receiver.toBase58())
    await page.screenshot({ path: `${ARTIFACTS}wallet-solana-send.png` })
    await card.getByRole('button', { name: 'Approve' }).click()
    const { signature } = await answer
    expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull()
    expect(await connection.getBalance(receiver)).toBe(500_000_000)
    expect(await connection.getBalance(sender)).toBe(before - 500_000_000 - 5000)
    await expectStatus(`Approved: Send Solana transaction for ${SOLANA_DAPP}`)
    await expect
      .poll(() => page.getByRole('region', { name: 'Solana accounts' }).textContent(), { timeout: 30_000 })
      .toContain(`${SOLANA_ACCOUNT_0}9999.499995 SOL`)
  })
})
