import {
  type CaipNetwork,
  type ChainAdapterEvents,
  type Connector,
  createMemoryStorage,
  type WalletConnectSource,
} from '@org/appkit-core'
import { fixtureNetworks } from '@org/appkit-testing'
import { connect, createStorage, mock } from '@wagmi/core'
import { afterEach, describe, expect, it } from 'vitest'
import { WagmiAdapter } from './WagmiAdapter.ts'

// The adapter's bridge (wagmiBridge.ts: the connector mapping, the watchers, the WalletConnect connector) loads
// when the core attaches, not with the page: whichever order the core's calls come in, nothing is lost, and an
// adapter destroyed first starts nothing. Construction and wagmi's mock connector only: no wallet, no chain.

const FIRST = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SECOND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// Ethereum (chain 1) of the shared fixtures.
const ethereum = fixtureNetworks.find((network) => network.caipNetworkId === 'eip155:1') as CaipNetwork

/** A WalletConnect source whose session is never asked for (the connector is only listed). */
const source: WalletConnectSource = {
  getProvider: () => Promise.reject(new Error('the session is not used here')),
}

const adapters: WagmiAdapter[] = []

afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
})

function createAdapter(parameters: { mockAccounts?: readonly `0x${string}`[] } = {}): WagmiAdapter {
  const adapter = new WagmiAdapter({
    projectId: 'p',
    networks: [ethereum],
    storage: createStorage({ storage: createMemoryStorage() }),
    multiInjectedProviderDiscovery: false,
    pendingTransactionsFilter: { enable: false },
    ...(parameters.mockAccounts
      ? { connectors: [mock({ accounts: [...parameters.mockAccounts] as never })] }
      : {}),
  })
  adapters.push(adapter)
  return adapter
}

const ids = (connectors: readonly Connector[]) => connectors.map((connector) => connector.id)

/** Lets the bridge's `import()` and the promise callbacks queued behind it run. */
async function settle() {
  await import('./wagmiBridge.ts')
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0))
}

describe("the adapter's bridge", () => {
  it('adds the WalletConnect connector before the first connector list, when set before the core attaches', async () => {
    const adapter = createAdapter()
    adapter.setWalletConnect(source)
    expect(ids(await adapter.syncConnectors())).toEqual(['injected', 'walletConnect'])
  })

  it('adds the WalletConnect connector when it is set after the bridge has loaded, and reports it to watchers', async () => {
    const adapter = createAdapter()
    expect(ids(await adapter.syncConnectors())).toEqual(['injected'])
    const reported: string[][] = []
    adapter.watchConnectors((connectors) => reported.push(ids(connectors)))
    await settle()

    adapter.setWalletConnect(source)
    await settle()

    expect(reported).toEqual([['injected', 'walletConnect']])
    expect(ids(await adapter.syncConnectors())).toEqual(['injected', 'walletConnect'])
  })

  it('never reports to a connector watch stopped before the bridge loaded', async () => {
    const adapter = createAdapter()
    const stoppedReports: string[][] = []
    const liveReports: string[][] = []
    const stop = adapter.watchConnectors((connectors) => stoppedReports.push(ids(connectors)))
    adapter.watchConnectors((connectors) => liveReports.push(ids(connectors)))
    stop()
    await settle()

    adapter.setWalletConnect(source)
    await settle()

    expect(liveReports).toEqual([['injected', 'walletConnect']])
    expect(stoppedReports).toEqual([])
  })

  it("starts the connection watcher for the first event listener: a wallet's account change made outside the adapter's flows is reported", async () => {
    const adapter = createAdapter({ mockAccounts: [FIRST, SECOND] })
    const changes: ChainAdapterEvents['accountChanged'][] = []
    adapter.emitter.on('accountChanged', (payload) => changes.push(payload))
    await settle()

    // The dApp connects with wagmi's own action; the adapter's flows never ran, so only the listener loaded it.
    const connector = adapter.wagmiConfig.connectors.find((candidate) => candidate.id === 'mock')
    if (!connector) throw new Error('the mock connector is not set up')
    await connect(adapter.wagmiConfig, { connector })
    connector.onAccountsChanged([SECOND])

    expect(changes).toEqual([
      {
        address: SECOND,
        chainId: 1,
        accounts: [{ namespace: 'eip155', address: SECOND, type: 'eoa' }],
      },
    ])
  })

  it('starts nothing for an adapter destroyed before its bridge loaded', async () => {
    const adapter = createAdapter({ mockAccounts: [FIRST, SECOND] })
    const changes: ChainAdapterEvents['accountChanged'][] = []
    adapter.emitter.on('accountChanged', (payload) => changes.push(payload))
    adapter.setWalletConnect(source)
    adapter.destroy()
    // A listener that outlives the adapter (a core still holding it) hears nothing either.
    adapter.emitter.on('accountChanged', (payload) => changes.push(payload))
    await settle()

    expect(adapter.wagmiConfig.connectors.map((connector) => connector.id)).toEqual(['mock', 'injected'])
    const connector = adapter.wagmiConfig.connectors.find((candidate) => candidate.id === 'mock')
    if (!connector) throw new Error('the mock connector is not set up')
    await connect(adapter.wagmiConfig, { connector })
    connector.onAccountsChanged([SECOND])
    expect(changes).toEqual([])
  })
})
