import { type Devnet, getFreePort, startDevnet } from '@org/appkit-devnet'
import { type Relay, silentRelayLogger, startRelay } from '@org/appkit-relay'
import { launchTestChromium, startViteApp } from '@org/appkit-testing/e2e'
import type { Browser } from 'playwright-core'

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
    const app = await startViteApp({ root: new URL('..', import.meta.url).pathname })
    started.push(app.stop)
    const browser = await launchTestChromium()
    started.push(() => browser.close())

    const query = new URLSearchParams({
      relayUrl: relay.url,
      chains: `eip155:${devnet.chainId}=${devnet.rpcUrl},eip155:${devnet2.chainId}=${devnet2.rpcUrl}`,
    })
    return {
      walletUrl: `${app.url}?${query}`,
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
