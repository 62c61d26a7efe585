import { type Devnet, devnetDefaults, startDevnet } from '@org/appkit-devnet'
import { launchTestChromium, startViteApp } from '@org/appkit-testing/e2e'
import type { Browser } from 'playwright-core'
import type { CompatStack } from '../compatStack.ts'

export interface CompatRun {
  url: string
  browser: Browser
  devnet: Devnet
  devnet2: Devnet
  stop(): Promise<void>
}

/**
 * The compat dApp on one stack: two devnets on free ports (31337 and 31338), the dApp's Vite dev server with
 * `COMPAT_STACK` and the devnets' RPC URLs in its environment, and Chromium. `stop()` ends every one of them.
 */
export async function startCompat(stack: CompatStack): Promise<CompatRun> {
  const stops: (() => Promise<unknown>)[] = []
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined)
  }
  try {
    const [devnet, devnet2] = await Promise.all([
      startDevnet(),
      startDevnet({ chainId: devnetDefaults.secondChainId }),
    ])
    stops.push(devnet.stop, devnet2.stop)
    // The Vite config and import.meta.env read these when the server starts.
    process.env.COMPAT_STACK = stack
    process.env.VITE_DEVNET_RPC_URL = devnet.rpcUrl
    process.env.VITE_DEVNET2_RPC_URL = devnet2.rpcUrl
    const app = await startViteApp({ root: new URL('..', import.meta.url).pathname })
    stops.push(app.stop)
    const browser = await launchTestChromium()
    stops.push(() => browser.close())
    return { url: app.url, browser, devnet, devnet2, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}
