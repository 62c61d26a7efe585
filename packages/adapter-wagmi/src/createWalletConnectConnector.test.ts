import {
  type ChainAdapterEvents,
  createMemoryStorage,
  type KeyValueStorage,
  UserRejectedRequestError,
  type WalletConnectProvider,
  type WalletConnectSession,
  WalletConnectSessionMissingError,
} from '@org/appkit-core'
import { connect, createStorage, getConnections } from '@wagmi/core'
import { afterEach, describe, expect, it } from 'vitest'
import { devnetNetwork, unknownToWalletNetwork } from './test/devnetNetworks.ts'
import { WagmiAdapter } from './WagmiAdapter.ts'

// The WalletConnect connector through the adapter, as createAppKit wires it (setWalletConnect), over a session
// provider faked at the edge of this unit: it holds an approved session, records requests, and fires the session
// events a wallet causes. Nothing here reaches a node: the networks' RPC URL is never read.

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER_ADDRESS = '0x70997970c51812dc3A010c7d01b50E0d4c731a10'
const RPC_URL = 'http://127.0.0.1:1'
const networkA = devnetNetwork(RPC_URL)
const networkB = unknownToWalletNetwork(RPC_URL)

const approvedSession = (): WalletConnectSession => ({
  topic: 'session-topic',
  namespaces: {
    eip155: {
      accounts: [`eip155:31337:${ADDRESS}`, `eip155:31338:${ADDRESS}`],
      chains: ['eip155:31337', 'eip155:31338'],
    },
  },
})

function fakeSessionProvider(options: { session?: WalletConnectSession; rejectSwitch?: boolean } = {}) {
  const listeners = new Map<string, Set<(...args: never[]) => void>>()
  const requests: { method: string; params?: unknown; chain?: string }[] = []
  const defaultChains: string[] = []
  let disconnects = 0
  const provider: WalletConnectProvider & { session: WalletConnectSession | undefined } = {
    session: 'session' in options ? options.session : approvedSession(),
    async request(args, chain) {
      requests.push({ ...args, ...(chain ? { chain } : {}) })
      if (args.method === 'wallet_switchEthereumChain' && options.rejectSwitch) {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      }
      return null as never
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    setDefaultChain(chain) {
      defaultChains.push(chain)
    },
    async disconnect() {
      disconnects += 1
      provider.session = undefined
    },
  }
  const fire = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) (listener as (...a: unknown[]) => void)(...args)
  }
  return { provider, requests, defaultChains, fire, disconnects: () => disconnects }
}

const adapters: WagmiAdapter[] = []

afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
})

/** A page load: an adapter over `storage` with the page's WalletConnect session handed to it. */
function loadPage(provider: WalletConnectProvider, storage: KeyValueStorage = createMemoryStorage()) {
  const adapter = new WagmiAdapter({
    projectId: 'test-project',
    networks: [networkA, networkB],
    storage: createStorage({ storage }),
    multiInjectedProviderDiscovery: false,
    pendingTransactionsFilter: { enable: false },
  })
  adapters.push(adapter)
  let providerRequests = 0
  adapter.setWalletConnect({
    async getProvider() {
      providerRequests += 1
      return provider
    },
  })
  return { adapter, providerRequests: () => providerRequests }
}

function record(adapter: WagmiAdapter) {
  const events = {
    accountChanged: [] as ChainAdapterEvents['accountChanged'][],
    chainChanged: [] as ChainAdapterEvents['chainChanged'][],
    disconnect: [] as ChainAdapterEvents['disconnect'][],
  }
  adapter.emitter.on('accountChanged', (payload) => events.accountChanged.push(payload))
  adapter.emitter.on('chainChanged', (payload) => events.chainChanged.push(payload))
  adapter.emitter.on('disconnect', (payload) => events.disconnect.push(payload))
  return events
}

describe('the WalletConnect connector', () => {
  it('is listed as WALLET_CONNECT without touching the session until it is used', async () => {
    const { provider } = fakeSessionProvider()
    const { adapter, providerRequests } = loadPage(provider)

    const connectors = await adapter.syncConnectors()

    expect(connectors.find((connector) => connector.id === 'walletConnect')).toMatchObject({
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    })
    expect(providerRequests()).toBe(0)
  })

  it("connects over the approved session on the requested network; the dApp's provider requests go to that chain", async () => {
    const session = fakeSessionProvider()
    const { adapter } = loadPage(session.provider)

    const connection = await adapter.connect({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      network: networkB,
    })

    expect(connection).toEqual({
      address: ADDRESS,
      chainId: 31338,
      accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
    })
    expect(session.defaultChains).toEqual(['eip155:31338'])
    const walletProvider = adapter.getWalletProvider({ connectorId: 'walletConnect' }) as {
      request(args: { method: string }): Promise<unknown>
      walletConnect: unknown
    }
    expect(walletProvider.walletConnect).toBe(session.provider)
    await walletProvider.request({ method: 'eth_accounts' })
    expect(session.requests.at(-1)).toEqual({ method: 'eth_accounts', chain: 'eip155:31338' })
  })

  it("answers a dApp's wagmi connect with plain addresses, or with each address's capabilities when asked (withCapabilities)", async () => {
    const session = fakeSessionProvider()
    const { adapter } = loadPage(session.provider)
    // The connector joins the wagmi config once the core has attached (its first connector list).
    await adapter.syncConnectors()
    const connector = adapter.wagmiConfig.connectors.find((candidate) => candidate.id === 'walletConnect')
    if (!connector) throw new Error('the WalletConnect connector is not set up')

    expect(await connector.connect({ chainId: 31337 })).toEqual({ accounts: [ADDRESS], chainId: 31337 })
    expect(await connector.connect({ chainId: 31337, withCapabilities: true })).toEqual({
      accounts: [{ address: ADDRESS, capabilities: {} }],
      chainId: 31337,
    })
    // Through wagmi's own action (what its connect hook calls), wagmi keeps plain addresses in its state.
    const result = await connect(adapter.wagmiConfig, { connector, chainId: 31338, withCapabilities: true })
    expect(result).toEqual({ accounts: [{ address: ADDRESS, capabilities: {} }], chainId: 31338 })
    expect(getConnections(adapter.wagmiConfig)[0]?.accounts).toEqual([ADDRESS])
  })

  it('switches with wallet_switchEthereumChain through the session; a declined switch is a UserRejectedRequestError', async () => {
    const session = fakeSessionProvider()
    const { adapter } = loadPage(session.provider)
    await adapter.connect({ id: 'walletConnect', type: 'WALLET_CONNECT', network: networkA })

    await adapter.switchNetwork({ network: networkB, connectorId: 'walletConnect' })

    expect(session.requests.at(-1)).toEqual({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(session.defaultChains.at(-1)).toBe('eip155:31338')
    expect(getConnections(adapter.wagmiConfig)[0]?.chainId).toBe(31338)

    const declining = fakeSessionProvider({ rejectSwitch: true })
    const declined = loadPage(declining.provider).adapter
    await declined.connect({ id: 'walletConnect', type: 'WALLET_CONNECT', network: networkA })
    const error = await declined
      .switchNetwork({ network: networkB, connectorId: 'walletConnect' })
      .catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(getConnections(declined.wagmiConfig)[0]?.chainId).toBe(31337)
  })

  it("reports the wallet's account and chain changes and the session's end as events", async () => {
    const session = fakeSessionProvider()
    const { adapter } = loadPage(session.provider)
    await adapter.connect({ id: 'walletConnect', type: 'WALLET_CONNECT', network: networkA })
    const events = record(adapter)

    session.fire('accountsChanged', [`eip155:31337:${OTHER_ADDRESS.toLowerCase()}`])
    session.fire('chainChanged', 'eip155:31338')
    session.fire('chainChanged', 31338)
    session.fire('session_delete')

    expect(events.accountChanged).toEqual([
      {
        address: OTHER_ADDRESS,
        chainId: 31337,
        accounts: [{ namespace: 'eip155', address: OTHER_ADDRESS, type: 'eoa' }],
      },
    ])
    expect(events.chainChanged).toEqual([{ chainId: 31338 }])
    expect(events.disconnect).toEqual([{ connectorId: 'walletConnect' }])
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
  })

  it('disconnect ends the session; a fresh page then has nothing to restore', async () => {
    const session = fakeSessionProvider()
    const storage = createMemoryStorage()
    const { adapter } = loadPage(session.provider, storage)
    await adapter.connect({ id: 'walletConnect', type: 'WALLET_CONNECT' })

    await adapter.disconnect({ connectorId: 'walletConnect' })

    expect(session.disconnects()).toBe(1)
    expect(session.provider.session).toBeUndefined()
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
    expect(
      await loadPage(session.provider, storage).adapter.reconnect({ connectorId: 'walletConnect' }),
    ).toBeNull()
  })

  it('a fresh page over the same storage restores the live session without pairing again', async () => {
    const session = fakeSessionProvider()
    const storage = createMemoryStorage()
    await loadPage(session.provider, storage).adapter.connect({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      network: networkB,
    })

    const connection = await loadPage(session.provider, storage).adapter.reconnect({
      connectorId: 'walletConnect',
    })

    expect(connection).toMatchObject({ address: ADDRESS })
    expect(session.disconnects()).toBe(0)
  })

  it('without an approved session connecting fails with the session error', async () => {
    const { provider } = fakeSessionProvider({ session: undefined })
    const { adapter } = loadPage(provider)

    await expect(adapter.connect({ id: 'walletConnect', type: 'WALLET_CONNECT' })).rejects.toBeInstanceOf(
      WalletConnectSessionMissingError,
    )
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
  })
})
