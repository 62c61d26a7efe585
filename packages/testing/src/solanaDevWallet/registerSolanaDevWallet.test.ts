import { solanaDevnetAccounts } from '@org/appkit-devnet'
import { afterEach, expect, it, vi } from 'vitest'
import { createSolanaDevWallet } from './createSolanaDevWallet.ts'
import { registerSolanaDevWallet } from './registerSolanaDevWallet.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

const wallet = (name: string) =>
  createSolanaDevWallet({ secretKey: solanaDevnetAccounts[0]!.secretKey, rpcUrl: 'http://127.0.0.1:1', name })

// getWallets() keeps one registry per module instance: this file is the only one that calls it, in one test.
it('is discovered through getWallets() whether registered before or after the app looks', async () => {
  vi.stubGlobal('window', new EventTarget())
  const early = await wallet('Early')
  registerSolanaDevWallet(window, early)
  const { getWallets } = await import('@wallet-standard/app')
  const wallets = getWallets()
  expect(wallets.get()).toContain(early)
  const registered: string[] = []
  wallets.on('register', (...added) => registered.push(...added.map((added) => added.name)))
  const late = await wallet('Late')
  registerSolanaDevWallet(window, late)
  expect(registered).toEqual(['Late'])
  expect(wallets.get().map((found) => found.name)).toEqual(['Early', 'Late'])
})

it('refuses a target that is not the global window', async () => {
  vi.stubGlobal('window', new EventTarget())
  expect(() => registerSolanaDevWallet(new EventTarget(), {} as never)).toThrow('global window')
})
