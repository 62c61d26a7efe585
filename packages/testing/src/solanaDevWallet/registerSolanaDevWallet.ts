import type { Wallet } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'

/**
 * Makes a Wallet Standard wallet discoverable on a page, the way extensions do (`registerWallet`): apps that
 * already called `getWallets()` see it at once, later ones when they look.
 * @example
 * registerSolanaDevWallet(window, await createSolanaDevWallet({ secretKey, rpcUrl }))
 */
export function registerSolanaDevWallet(target: EventTarget, wallet: Wallet): void {
  // registerWallet talks to the global `window`; refuse anything else rather than register on the wrong page.
  if (target !== (globalThis as { window?: unknown }).window)
    throw new TypeError('registerSolanaDevWallet registers on the global window: pass `window`')
  registerWallet(wallet)
}
