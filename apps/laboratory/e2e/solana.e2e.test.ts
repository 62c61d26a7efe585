import { webcrypto } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import type { CspViolation } from '@org/appkit-testing/e2e'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { expectText, openLabPage } from './openLabPage.ts'
import { type Lab, startLab } from './startLab.ts'

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

/** Base58 (Bitcoin alphabet) to bytes: a Solana address is its ed25519 public key. */
function decodeBase58(text: string): Uint8Array {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  let value = 0n
  for (const char of text) value = value * 58n + BigInt(alphabet.indexOf(char))
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

async function verifyEd25519(address: string, message: string, signatureHex: string): Promise<boolean> {
  const key = await webcrypto.subtle.importKey('raw', decodeBase58(address), { name: 'Ed25519' }, false, [
    'verify',
  ])
  return webcrypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    Buffer.from(signatureHex, 'hex'),
    new TextEncoder().encode(message),
  )
}

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
    expect(await verifyEd25519(solanaAddress(), MESSAGE, signature)).toBe(true)
    expect(await verifyEd25519(solanaAddress(), `${MESSAGE}!`, signature)).toBe(false)

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
