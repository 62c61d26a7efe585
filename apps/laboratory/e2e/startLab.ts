import { type Devnet, startDevnet } from '@org/appkit-devnet'
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
  stop(): Promise<void>
}

/**
 * The laboratory as a newcomer runs it: the devnet on 127.0.0.1:8545 (the port the laboratory's networks name),
 * the laboratory's Vite dev server on a free port, and Chromium.
 */
export async function startLab(): Promise<Lab> {
  const devnet = await startDevnet({ port: 8545 })
  let server: ViteDevServer | undefined
  try {
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
    return {
      url: `http://127.0.0.1:${address.port}/`,
      browser,
      devnet,
      async stop() {
        await browser.close()
        await running.close()
        await devnet.stop()
      },
    }
  } catch (error) {
    await server?.close()
    await devnet.stop()
    throw error
  }
}
