import { type Devnet, getFreePort, startDevnet } from '@org/appkit-devnet'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import type { WagmiAdapter } from '../WagmiAdapter.ts'

export interface DevnetSuite {
  /** The file's devnet (anvil on a free loopback port); throws before it has started. */
  readonly devnet: Devnet
  /** Destroys `adapter` after the current test; returns it. */
  track<T extends WagmiAdapter>(adapter: T): T
}

/**
 * The adapter's test files that run against a devnet share this setup: one real devnet for the file's tests (started before
 * them, stopped after), and after each test the adapters it tracked destroyed and the stubbed globals restored.
 * Call it at the top level of a test file.
 *
 * @example const suite = setUpDevnetSuite(); const network = () => devnetNetwork(suite.devnet.rpcUrl)
 */
export function setUpDevnetSuite(): DevnetSuite {
  let devnet: Devnet | undefined
  const adapters: WagmiAdapter[] = []
  beforeAll(async () => {
    devnet = await startDevnet({ port: await getFreePort() })
  }, 30_000)
  afterAll(async () => {
    await devnet?.stop()
  })
  afterEach(() => {
    for (const adapter of adapters.splice(0)) adapter.destroy()
    vi.unstubAllGlobals()
  })
  return {
    get devnet() {
      if (!devnet) throw new Error('The devnet has not started yet: use it inside a test or a later hook')
      return devnet
    },
    track(adapter) {
      adapters.push(adapter)
      return adapter
    },
  }
}
