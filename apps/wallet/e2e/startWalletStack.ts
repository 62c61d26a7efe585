import { type Devnet, getFreePort, startDevnet } from '@org/appkit-devnet'
import { type Relay, silentRelayLogger, startRelay } from '@org/appkit-relay'
import { type Browser, chromium } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'

/** Debian's Chromium, never a downloaded browser; flags keep it off every network but loopback. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

export interface WalletStack {
  /** The wallet page with the relay and both devnets in its query string. */
  walletUrl: string
  browser: Browser
  relay: Relay
  /** Chain 31337. */
  devnet: Devnet
  /** Chain 31338, to switch to. */
  devnet2: Devnet
  stop(): Promise<void>
}

/**
 * Everything on free ports of 127.0.0.1: the relay, two devnets (31337 and 31338), the wallet's Vite dev server
 * and Chromium. The wallet is pointed at them by query parameters, as a developer would.
 */
export async function startWalletStack(): Promise<WalletStack> {
  const started: Array<() => Promise<unknown>> = []
  const stopAll = async () => {
    for (const stop of started.splice(0).reverse()) await stop().catch(() => undefined)
  }
  try {
    const relay = await startRelay({ logger: silentRelayLogger })
    started.push(() => relay.close())
    const devnet = await startDevnet({ port: await getFreePort() })
    started.push(() => devnet.stop())
    const devnet2 = await startDevnet({ port: await getFreePort(), chainId: 31_338 })
    started.push(() => devnet2.stop())
    const server: ViteDevServer = await createServer({
      root: new URL('..', import.meta.url).pathname,
      configFile: new URL('../vite.config.ts', import.meta.url).pathname,
      server: { host: '127.0.0.1', port: 0, strictPort: false },
      logLevel: 'error',
    })
    started.push(() => server.close())
    await server.listen()
    const address = server.httpServer?.address()
    if (!address || typeof address === 'string') throw new Error('the wallet server has no port')
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
    started.push(() => browser.close())

    const query = new URLSearchParams({
      relayUrl: relay.url,
      chains: `eip155:${devnet.chainId}=${devnet.rpcUrl},eip155:${devnet2.chainId}=${devnet2.rpcUrl}`,
    })
    return {
      walletUrl: `http://127.0.0.1:${address.port}/?${query}`,
      browser,
      relay,
      devnet,
      devnet2,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
