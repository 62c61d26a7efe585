import { createServer, type ViteDevServer } from 'vite'

export interface WalletApp {
  /** The wallet page; its defaults are the local stack's relay (:8555) and devnets (:8545, :8546). */
  url: string
  stop(): Promise<void>
}

/**
 * The WalletConnect test wallet (apps/wallet) on its Vite dev server on 127.0.0.1:5174, the address the API
 * server's wallet registry links to (so the modal's "Open … web app" reaches it).
 */
export async function startWalletApp(): Promise<WalletApp> {
  const root = new URL('../../wallet/', import.meta.url).pathname
  const server: ViteDevServer = await createServer({
    root,
    configFile: `${root}vite.config.ts`,
    server: { host: '127.0.0.1', port: 5174, strictPort: true },
    logLevel: 'error',
  })
  await server.listen()
  const address = server.httpServer?.address()
  if (!address || typeof address === 'string') {
    await server.close()
    throw new Error('the wallet app has no port')
  }
  return { url: `http://127.0.0.1:${address.port}/`, stop: () => server.close() }
}
