import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** The laboratory's proposal card in the test wallet's page. */
export const labProposal = (wallet: Page): Locator =>
  wallet
    .getByRole('region', { name: 'Session proposals' })
    .getByRole('article', { name: 'AppKit laboratory' })

/** Opens the QR view and takes the pairing URI from its copy-link control, as a visitor on a laptop would. */
export async function copyPairingUri(dapp: Page): Promise<string> {
  const dialog = dapp.getByRole('dialog')
  const copy = dialog.getByRole('button', { name: 'Copy link' })
  await copy.waitFor({ state: 'visible', timeout: 30_000 })
  await copy.click()
  const uri = await dapp.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri
}

/** Connect Wallet → WalletConnect in the laboratory; resolves with the pairing URI. */
export async function startPairing(dapp: Page): Promise<string> {
  await dapp.getByRole('button', { name: 'Connect Wallet' }).click()
  await dapp
    .getByRole('dialog')
    .getByRole('button', { name: /^WalletConnect/ })
    .click()
  return copyPairingUri(dapp)
}

/** Pastes a pairing URI into the test wallet's page. */
export async function pasteIntoWallet(wallet: Page, uri: string): Promise<void> {
  await wallet.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri)
  await wallet.getByRole('button', { name: 'Connect' }).click()
}

/** Pairs the laboratory with the test wallet and approves the proposal; resolves once the dApp says connected. */
export async function pairWithWalletApp(dapp: Page, wallet: Page): Promise<void> {
  await pasteIntoWallet(wallet, await startPairing(dapp))
  await labProposal(wallet).getByRole('button', { name: 'Approve' }).click()
  await expect
    .poll(async () => (await dapp.getByTestId('status').textContent())?.trim(), { timeout: 30_000 })
    .toBe('connected')
}
