import { type ApiServer, startApiServer } from '@org/appkit-api'
import {
  type Devnet,
  devnetDefaults,
  type SolanaDevnet,
  solanaDevnetDefaults,
  startDevnet,
  startSolanaDevnet,
} from '@org/appkit-devnet'
import { type Relay, silentRelayLogger, startRelay } from '@org/appkit-relay'
import { launchTestChromium, startViteApp } from '@org/appkit-testing/e2e'
import type { Browser } from 'playwright-core'

export interface Lab {
  url: string
  browser: Browser
  devnet: Devnet
  /** The second local chain (31338 on 127.0.0.1:8546), for switching networks without leaving loopback. */
  devnet2: Devnet
  /** The Solana devnet on 127.0.0.1:8899 (WebSocket :8900), the `solanaLocal` network's RPC. */
  solana: SolanaDevnet
  /** The WalletConnect relay on ws://127.0.0.1:8555 (the laboratory's `relayUrl`). */
  relay: Relay
  /** The API server and wallet registry on http://127.0.0.1:8787 (the laboratory's `apiUrl` and `explorerUrl`). */
  api: ApiServer
  stop(): Promise<void>
}

/**
 * The laboratory as a newcomer runs it with `pnpm dev`: the devnets on 127.0.0.1:8545 and :8546, the Solana devnet on
 * :8899 (WebSocket :8900), the WalletConnect
 * relay on :8555 and the API server on :8787 (the ports the laboratory's configuration names), the laboratory's
 * Vite dev server on a free port under a strict Content-Security-Policy (no inline code but Vite's own, carrying
 * its nonce; no eval), and Chromium. `stop()` ends every one of them.
 */
export async function startLab(): Promise<Lab> {
  const stops: (() => Promise<unknown>)[] = []
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined)
  }
  try {
    const [devnet, devnet2, solana, relay] = await Promise.all([
      startDevnet({ port: devnetDefaults.port }),
      startDevnet({ port: devnetDefaults.secondPort, chainId: devnetDefaults.secondChainId }),
      startSolanaDevnet({ port: solanaDevnetDefaults.port, wsPort: solanaDevnetDefaults.wsPort }),
      startRelay({ port: 8555, logger: silentRelayLogger }),
    ])
    stops.push(devnet.stop, devnet2.stop, solana.stop, relay.close)
    const api = await startApiServer({ port: 8787 })
    stops.push(api.close)
    const app = await startViteApp({ root: new URL('..', import.meta.url).pathname, strictCsp: true })
    stops.push(app.stop)
    const browser = await launchTestChromium()
    stops.push(() => browser.close())
    return {
      url: app.url,
      browser,
      devnet,
      devnet2,
      solana,
      relay,
      api,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
