import { type CaipNetwork, createMemoryStorage } from '@org/appkit-core'
import { createStorage, hydrate, mock } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { WagmiAdapter } from './WagmiAdapter.ts'

// wagmi's createConfig parameters that dApps pass to the adapter as they do to Reown's (Next.js examples set `ssr` and a
// cookie storage): each one reaches the wagmi config, on both wagmi majors. Construction only: no wallet, no chain.

const ethereum: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const base: CaipNetwork = { ...ethereum, id: 8453, caipNetworkId: 'eip155:8453', name: 'Base' }

/** A wagmi storage over memory that records the keys wagmi reads. */
function recordingStorage() {
  const memory = createMemoryStorage()
  const reads: string[] = []
  const storage = createStorage({
    storage: {
      getItem: (key) => {
        reads.push(key)
        return memory.getItem(key)
      },
      setItem: (key, value) => memory.setItem(key, value),
      removeItem: (key) => memory.removeItem(key),
    },
  })
  return { storage, reads }
}

describe('new WagmiAdapter with wagmi createConfig parameters', () => {
  it('makes the wagmi config on its first read, once: a page paints before wagmi reads its storage', () => {
    const { storage, reads } = recordingStorage()
    const adapter = new WagmiAdapter({ projectId: 'p', networks: [base, ethereum], storage })
    expect(reads).toEqual([])
    const config = adapter.wagmiConfig
    expect(reads).toContain('wagmi.store')
    expect(adapter.wagmiConfig).toBe(config)
    expect(config.chains.map((chain) => chain.id)).toEqual([8453, 1])
    adapter.destroy()
  })

  it('leaves ssr off by default: the stored state is read as the config is made', () => {
    const { storage, reads } = recordingStorage()
    const adapter = new WagmiAdapter({ projectId: 'p', networks: [base, ethereum], storage })
    expect(adapter.wagmiConfig._internal.ssr).toBe(false)
    expect(reads).toContain('wagmi.store')
    adapter.destroy()
  })

  it('with ssr: true, reads the stored state only when the page hydrates, so the first render matches the server', async () => {
    const { storage, reads } = recordingStorage()
    const adapter = new WagmiAdapter({ projectId: 'p', networks: [base, ethereum], storage, ssr: true })
    const config = adapter.wagmiConfig
    expect(config._internal.ssr).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 20))
    // What the server and the browser's first render see: the default state, whatever is stored.
    expect(reads).not.toContain('wagmi.store')
    expect(config.state.status).toBe('disconnected')
    // What WagmiProvider does once mounted.
    await hydrate(config, { reconnectOnMount: false }).onMount()
    expect(reads).toContain('wagmi.store')
    adapter.destroy()
  })

  it("passes viem's client options on, as one value for every chain or one per chain id", () => {
    const adapter = new WagmiAdapter({
      projectId: 'p',
      networks: [base, ethereum],
      storage: null,
      pollingInterval: { 1: 12_000, 8453: 2_000 },
      cacheTime: 1_500,
      batch: { multicall: false },
    })
    const baseClient = adapter.wagmiConfig.getClient({ chainId: 8453 })
    const ethereumClient = adapter.wagmiConfig.getClient({ chainId: 1 })
    expect(baseClient.pollingInterval).toBe(2_000)
    expect(ethereumClient.pollingInterval).toBe(12_000)
    expect(baseClient.cacheTime).toBe(1_500)
    expect(ethereumClient.cacheTime).toBe(1_500)
    expect(baseClient.batch).toEqual({ multicall: false })
    adapter.destroy()
  })

  it("keeps wagmi's defaults when they are not given (multicall batching, 4 s polling, the connected chain followed)", () => {
    const adapter = new WagmiAdapter({ projectId: 'p', networks: [base], storage: null })
    const client = adapter.wagmiConfig.getClient()
    expect(client.batch).toEqual({ multicall: true })
    expect(client.pollingInterval).toBe(4_000)
    expect(adapter.wagmiConfig._internal.syncConnectedChain).toBe(true)
    adapter.destroy()
  })

  it('passes syncConnectedChain: false on', () => {
    const adapter = new WagmiAdapter({
      projectId: 'p',
      networks: [base],
      storage: null,
      syncConnectedChain: false,
    })
    expect(adapter.wagmiConfig._internal.syncConnectedChain).toBe(false)
    adapter.destroy()
  })

  it("puts the dApp's connectors first, then its own injected one, and uses the storage it is given", () => {
    const storage = createStorage({ storage: createMemoryStorage(), key: 'dapp' })
    const adapter = new WagmiAdapter({
      projectId: 'p',
      networks: [base],
      storage,
      multiInjectedProviderDiscovery: false,
      connectors: [mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })],
    })
    expect(adapter.wagmiConfig.connectors.map((connector) => connector.id)).toEqual(['mock', 'injected'])
    expect(adapter.wagmiConfig.storage).toBe(storage)
    expect(adapter.wagmiConfig._internal.mipd).toBeUndefined()
    adapter.destroy()
  })
})
