import {
  createCore,
  createMemoryStorage,
  SignClientNotInitializedError,
  type WalletConnectSession,
  WalletConnectSessionMissingError,
  type WalletConnectSource,
} from '@org/appkit-core'
import { createMockAdapter } from '@org/appkit-testing'
import { subscribe } from 'valtio/vanilla'
import { describe, expect, it, vi } from 'vitest'
import type { UniversalProviderLike } from './createWalletConnectClient.ts'
import { withWalletConnect } from './withWalletConnect.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const devnet = {
  id: 31337,
  caipNetworkId: 'eip155:31337' as const,
  chainNamespace: 'eip155' as const,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const session: WalletConnectSession = {
  topic: 'session-topic',
  namespaces: { eip155: { accounts: [`eip155:31337:${ADDRESS}`], chains: ['eip155:31337'] } },
}

/** The universal provider at the edge of this unit: it "pairs" by showing a URI, then approves. */
function fakeUniversalProvider() {
  const listeners = new Map<string, Set<(...args: never[]) => void>>()
  const proposals: unknown[] = []
  const requests: { method: string; params?: unknown; chain?: string }[] = []
  const provider: UniversalProviderLike & { session: WalletConnectSession | undefined } = {
    session: undefined,
    client: { core: { verify: { register: 'hosted', resolve: 'hosted' }, eventClient: { init: 'hosted' } } },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    async connect(parameters) {
      proposals.push(parameters.optionalNamespaces)
      for (const listener of listeners.get('display_uri') ?? [])
        (listener as (uri: string) => void)('wc:abc@2')
      provider.session = session
      return session
    },
    async request(args, chain) {
      requests.push({ ...args, ...(chain ? { chain } : {}) })
      if (args.method === 'eth_getBalance') return '0xde0b6b3a7640000' as never
      if (args.method === 'personal_sign') return '0xsigned' as never
      return null as never
    },
    setDefaultChain: () => undefined,
    async disconnect() {
      provider.session = undefined
    },
  }
  return { provider, proposals, requests }
}

const base = {
  projectId: 'laboratory',
  networks: [devnet] as const,
  storage: createMemoryStorage(),
  features: { analytics: false },
  // The identity lookup after connecting must not reach a hosted API from a unit test.
  fetch: () => Promise.reject(new Error('offline')),
}

describe('withWalletConnect', () => {
  it('is off without a project id or with enableWalletConnect false: no pairing, adapters untouched', () => {
    expect(withWalletConnect({ ...base, projectId: '' }).walletConnect).toBeUndefined()
    const off = withWalletConnect({ ...base, enableWalletConnect: false })
    expect(off.walletConnect).toBeUndefined()
    expect(off.parameters.connectWalletConnect).toBeUndefined()
  })

  it('hands the session to every adapter and starts no SDK before it is used', () => {
    const init = vi.fn()
    const sources: WalletConnectSource[] = []
    const fake = createMockAdapter({ namespace: 'eip155' }).adapter
    const adapter = { ...fake, setWalletConnect: (source: WalletConnectSource) => sources.push(source) }
    const { parameters } = withWalletConnect({ ...base, adapters: [adapter], initUniversalProvider: init })
    expect(parameters.adapters).toEqual([adapter])
    expect(sources).toHaveLength(1)
    expect(init).not.toHaveBeenCalled()
  })

  it('with no adapter, pairs through the session alone: URI shown, account connected, sign and balance work', async () => {
    const { provider, proposals, requests } = fakeUniversalProvider()
    const { parameters } = withWalletConnect({ ...base, verifyUrl: false, universalProvider: provider })
    const [adapter] = parameters.adapters ?? []
    expect(adapter?.walletConnectOnly).toBe(true)
    const core = createCore(parameters)
    const uris: string[] = []
    const unsubscribe = subscribe(core.connection.state, () => {
      if (core.connection.state.wcUri) uris.push(core.connection.state.wcUri)
    })
    await core.connection.connectWalletConnect()
    unsubscribe()
    expect(uris).toContain('wc:abc@2')

    expect(proposals).toEqual([
      expect.objectContaining({
        eip155: expect.objectContaining({
          chains: ['eip155:31337'],
          rpcMap: { 31337: 'http://127.0.0.1:8545' },
        }),
      }),
    ])
    expect(core.chain.getAccount('eip155')?.address).toBe(ADDRESS)
    expect(core.connection.state.connections.eip155).toMatchObject({ connectorType: 'WALLET_CONNECT' })
    // Verify and telemetry never reach a hosted service.
    expect(typeof provider.client?.core?.verify?.resolve).toBe('function')
    expect(typeof provider.client?.core?.eventClient?.init).toBe('function')

    expect(await adapter?.signMessage({ message: 'hi', address: ADDRESS })).toEqual({ signature: '0xsigned' })
    expect(requests.find((request) => request.method === 'personal_sign')?.params).toEqual([
      '0x6869',
      ADDRESS,
    ])
    expect(await adapter?.getBalance({ address: ADDRESS, network: devnet })).toEqual({
      balance: '1',
      symbol: 'ETH',
    })
    expect(core.getWalletProvider('eip155')).toBe(provider)

    await core.connection.disconnect('eip155')
    expect(provider.session).toBeUndefined()
    core.destroy()
  })

  it("a request before the wallet approved a session is refused with 'Please call connect() before request()'", async () => {
    const { provider, requests } = fakeUniversalProvider()
    const [adapter] = withWalletConnect({ ...base, universalProvider: provider }).parameters.adapters ?? []
    await expect(adapter?.signMessage({ message: 'hi', address: ADDRESS })).rejects.toThrow(
      'Please call connect() before request()',
    )
    await expect(adapter?.connect({ id: 'walletConnect', type: 'WALLET_CONNECT' })).rejects.toBeInstanceOf(
      WalletConnectSessionMissingError,
    )
    expect(requests).toEqual([])
  })

  it("an SDK that fails to start, or starts without its sign client, is 'Sign Client not initialized'", async () => {
    const failing = withWalletConnect({
      ...base,
      initUniversalProvider: () => Promise.reject(new Error('relay unreachable')),
    }).walletConnect
    await expect(failing?.getProvider()).rejects.toThrow('Sign Client not initialized')
    const { provider } = fakeUniversalProvider()
    const clientless = withWalletConnect({ ...base, universalProvider: { ...provider, client: undefined } })
    await expect(clientless.walletConnect?.pair(() => undefined)).rejects.toBeInstanceOf(
      SignClientNotInitializedError,
    )
  })

  it('with the dApp adapter, connects each approved namespace through that adapter after the pairing', async () => {
    const { provider } = fakeUniversalProvider()
    const fake = createMockAdapter({ namespace: 'eip155', connection: { address: ADDRESS, chainId: 31337 } })
    const { parameters } = withWalletConnect({
      ...base,
      adapters: [fake.adapter],
      universalProvider: provider,
    })
    const core = createCore(parameters)
    await core.connection.connectWalletConnect()
    expect(fake.calls.find((call) => call.method === 'connect')?.parameters).toEqual({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
    })
    expect(core.chain.getAccount('eip155')?.address).toBe(ADDRESS)
    core.destroy()
  })

  it('proposes viem chains (no namespace) as eip155, with the customRpcUrls entry as the rpcMap URL', async () => {
    const { provider, proposals } = fakeUniversalProvider()
    const { chainNamespace: _namespace, caipNetworkId: _id, ...viemDevnet } = devnet
    const viemSecond = { ...viemDevnet, id: 31338, rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } }
    const { walletConnect } = withWalletConnect({
      ...base,
      networks: [viemDevnet, viemSecond],
      customRpcUrls: { 'eip155:31338': [{ url: 'http://127.0.0.1:9546' }, { url: 'http://unused' }] },
      universalProvider: provider,
    })
    await walletConnect?.pair(() => undefined)
    expect(proposals).toEqual([
      {
        eip155: expect.objectContaining({
          chains: ['eip155:31337', 'eip155:31338'],
          rpcMap: { 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:9546' },
        }),
      },
    ])
  })

  it('hands the project id, metadata and relay URL to the WalletConnect SDK it starts', async () => {
    const { provider } = fakeUniversalProvider()
    const init = vi.fn(async () => provider)
    const metadata = { name: 'Lab', description: 'The lab', url: 'http://127.0.0.1:5173', icons: [] }
    const { walletConnect } = withWalletConnect({
      ...base,
      metadata,
      relayUrl: 'ws://127.0.0.1:5555',
      initUniversalProvider: init,
    })
    expect(await walletConnect?.getProvider()).toBe(provider)
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({ projectId: 'laboratory', metadata, relayUrl: 'ws://127.0.0.1:5555' }),
    )
  })
})
