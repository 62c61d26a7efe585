import { type Devnet, devnetDefaults, startDevnet } from '@org/appkit-devnet'
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

export interface Lab {
  url: string
  browser: Browser
  devnet: Devnet
  /** The second local chain (31338 on 127.0.0.1:8546), for switching networks without leaving loopback. */
  devnet2: Devnet
  stop(): Promise<void>
}

/**
 * The laboratory as a newcomer runs it: the devnets on 127.0.0.1:8545 and :8546 (the ports the laboratory's
 * networks name), the laboratory's Vite dev server on a free port, and Chromium.
 */
export async function startLab(): Promise<Lab> {
  const devnet = await startDevnet({ port: devnetDefaults.port })
  let devnet2: Devnet | undefined
  let server: ViteDevServer | undefined
  try {
    devnet2 = await startDevnet({ port: devnetDefaults.secondPort, chainId: devnetDefaults.secondChainId })
    server = await createServer({
      root: new URL('..', import.meta.url).pathname,
      configFile: new URL('../vite.config.ts', import.meta.url).pathname,
      server: { host: '127.0.0.1', port: 0, strictPort: false },
      logLevel: 'error',
    })
    await server.listen()
    const address = server.httpServer?.address()
    if (!address || typeof address === 'string') throw new Error('the laboratory server has no port')
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
    const running = server
    const second = devnet2
    return {
      url: `http://127.0.0.1:${address.port}/`,
      browser,
      devnet,
      devnet2: second,
      async stop() {
        await browser.close()
        await running.close()
        await Promise.all([devnet.stop(), second.stop()])
      },
    }
  } catch (error) {
    await server?.close()
    await Promise.all([devnet.stop(), devnet2?.stop()])
    throw error
  }
}
