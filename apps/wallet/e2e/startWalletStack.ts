import {
  type Devnet,
  getFreePort,
  type SolanaDevnet,
  startDevnet,
  startSolanaDevnet,
} from '@org/appkit-devnet'
import { type Relay, silentRelayLogger, startRelay } from '@org/appkit-relay'
import { launchTestChromium, startViteApp } from '@org/appkit-testing/e2e'
import type { Browser } from 'playwright-core'

export interface WalletStack {
  /** The wallet page, served with the relay and both devnets in its environment. */
  walletUrl: string
  browser: Browser
  relay: Relay
  /** Chain 31337. */
  devnet: Devnet
  /** Chain 31338, to switch to. */
  devnet2: Devnet
  /** The local Solana chain (LiteSVM), the wallet's only Solana chain. */
  solana: SolanaDevnet
  stop(): Promise<void>
}

/**
 * Everything on free ports of 127.0.0.1: the relay, two devnets (31337 and 31338), the Solana devnet, the wallet's
 * Vite dev server
 * and Chromium. The wallet is pointed at them by its environment (`VITE_WALLET_*`), as a developer would; a
 * link's query sets only the pairing `uri`.
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
    const solana = await startSolanaDevnet()
    started.push(() => solana.stop())
    const app = await startViteApp({
      root: new URL('..', import.meta.url).pathname,
      env: {
        VITE_WALLET_RELAY_URL: relay.url,
        VITE_WALLET_CHAINS: `eip155:${devnet.chainId}=${devnet.rpcUrl},eip155:${devnet2.chainId}=${devnet2.rpcUrl}`,
        VITE_WALLET_SOLANA_CHAINS: `${solana.chainId}=${solana.rpcUrl}`,
      },
    })
    started.push(app.stop)
    const browser = await launchTestChromium()
    started.push(() => browser.close())

    return {
      walletUrl: app.url,
      browser,
      relay,
      devnet,
      devnet2,
      solana,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
