import { startViteApp, type ViteApp } from '@org/appkit-testing/e2e'

/**
 * The WalletConnect test wallet (apps/wallet) on its Vite dev server on 127.0.0.1:5174, the address the API
 * server's wallet registry links to (so the modal's "Open … web app" reaches it). Its defaults are the local
 * stack's relay (:8555) and devnets (:8545, :8546).
 */
export function startWalletApp(): Promise<ViteApp> {
  return startViteApp({ root: new URL('../../wallet/', import.meta.url).pathname, port: 5174 })
}
