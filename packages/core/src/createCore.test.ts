import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMockAdapter } from './adapters/createMockAdapter.ts'
import { createCore } from './createCore.ts'
import { NetworkNotFoundError } from './errors/NetworkNotFoundError.ts'
import { createMemoryStorage } from './storage/createMemoryStorage.ts'
import { createStorageKeys } from './storage/createStorageKeys.ts'
import { fillSendForm } from './test/fillSendForm.ts'
import { devnet, mainnet, solana } from './test/testNetworks.ts'
import type { Connector } from './types/Connector.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const injected: Connector = {
  id: 'dev.wallet',
  name: 'Dev Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'dev.wallet' },
}

// A fetch that answers nothing useful, so no test reaches a network; the API layer has its own tests.
const offlineFetch = vi.fn(async () => new Response('{}', { status: 503 }))
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156 Safari/537.36'
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'

function build(overrides: Partial<Parameters<typeof createCore>[0]> = {}) {
  return createCore({
    projectId: 'test-project',
    networks: [mainnet, devnet, solana],
    storage: createMemoryStorage(),
    fetch: offlineFetch,
    userAgent: DESKTOP,
    features: { analytics: false },
    ...overrides,
  })
}

/** Connects the injected wallet and fills the send form (`fillSendForm`). */
async function fillSend(core: ReturnType<typeof build>, form?: Parameters<typeof fillSendForm>[1]) {
  await core.connection.connect(injected, 'eip155')
  fillSendForm(core, form)
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createCore', () => {
  it('builds a fresh set of controllers per call: two cores share no state', () => {
    const a = build()
    const b = build()
    a.modal.open()
    expect(a.modal.state.open).toBe(true)
    expect(b.modal.state.open).toBe(false)
    expect(a.chain.state).not.toBe(b.chain.state)
  })

  it('covers every namespace (eip155, solana, polkadot, bip122) from creation', () => {
    const core = build()
    expect(Object.keys(core.chain.state.chains).sort()).toEqual(['bip122', 'eip155', 'polkadot', 'solana'])
    expect(Object.keys(core.connection.state.status).sort()).toEqual([
      'bip122',
      'eip155',
      'polkadot',
      'solana',
    ])
  })

  it('with no adapters and no account opens ConnectingWalletConnectBasic on desktop', () => {
    const core = build()
    core.modal.open()
    expect(core.router.state.view).toBe('ConnectingWalletConnectBasic')
  })

  it('with only the WalletConnect-only adapter (no dApp adapter) still opens ConnectingWalletConnectBasic', () => {
    const walletConnectOnly = {
      ...createMockAdapter({ namespace: 'eip155' }).adapter,
      walletConnectOnly: true,
    }
    const core = build({ adapters: [walletConnectOnly] })
    core.modal.open()
    expect(core.router.state.view).toBe('ConnectingWalletConnectBasic')
  })

  it('with no adapters and no account opens AllWallets on mobile', () => {
    const core = build({ userAgent: PHONE })
    core.modal.open()
    expect(core.router.state.view).toBe('AllWallets')
  })

  it('with an adapter and no account opens Connect', () => {
    const core = build({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    core.modal.open()
    expect(core.router.state.view).toBe('Connect')
  })

  it('missing project id raises the Project ID Not Configured alert', () => {
    const core = build({ projectId: undefined, debug: true })
    expect(core.alert.state.open).toBe(true)
    expect(core.alert.state.message).toBe('Project ID Not Configured')
  })

  it('setting both siweConfig and siwx throws the spec message', () => {
    expect(() => build({ siwx: {}, siweConfig: {} })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    )
  })

  it('start discovers the adapters connectors and lists them', async () => {
    const test = createMockAdapter({ namespace: 'eip155', connectors: [injected] })
    const core = build({ adapters: [test.adapter] })
    await core.start()
    expect(core.connector.state.connectors.map((connector) => connector.id)).toContain('dev.wallet')
    expect(core.connector.getConnectMethodsOrder()).toEqual(['wallet', 'email', 'social'])
  })

  it('a stored connected status is restored on start through the adapter and shows Account', async () => {
    const storage = createMemoryStorage()
    const keys = createStorageKeys(storage)
    keys.connectionStatus('eip155').set('connected')
    keys.connectedConnectorId('eip155').set('dev.wallet')
    const test = createMockAdapter({
      namespace: 'eip155',
      connectors: [injected],
      reconnect: { address: ADDRESS, chainId: 1 },
    })
    const core = build({ adapters: [test.adapter], storage })
    const starting = core.start()
    expect(core.connection.state.status.eip155).toBe('connecting')
    await starting
    expect(core.connection.state.status.eip155).toBe('connected')
    expect(core.chain.getAccount('eip155')?.address).toBe(ADDRESS)
    core.modal.open()
    expect(core.router.state.view).toBe('Account')
  })

  it('with EVM connected and a Solana network active, open() shows Connect (the active namespace has no account)', async () => {
    const evm = createMockAdapter({ namespace: 'eip155', connectors: [injected] })
    const sol = createMockAdapter({ namespace: 'solana' })
    const core = build({ adapters: [evm.adapter, sol.adapter] })
    await core.start()
    await core.connection.connect({ id: injected.id, type: 'ANNOUNCED', chain: 'eip155' })
    expect(core.connection.state.status.eip155).toBe('connected')
    core.modal.open()
    expect(core.router.state.view).toBe('Account')
    core.modal.close()

    await core.switchNetwork(solana)
    expect(core.chain.state.activeNamespace).toBe('solana')
    core.modal.open()
    expect(core.router.state.view).toBe('Connect')
    core.modal.close()
    // Asked for the EVM account by namespace, it still opens on it.
    core.modal.open({ namespace: 'eip155' })
    expect(core.router.state.view).toBe('Account')
  })

  it('enableReconnect false leaves a stored connection alone', async () => {
    const storage = createMemoryStorage()
    createStorageKeys(storage).connectionStatus('eip155').set('connected')
    const test = createMockAdapter({ namespace: 'eip155', reconnect: { address: ADDRESS, chainId: 1 } })
    const core = build({ adapters: [test.adapter], storage, enableReconnect: false })
    await core.start()
    expect(test.calls.some((call) => call.method === 'reconnect')).toBe(false)
    expect(core.connection.state.status.eip155).toBe('disconnected')
  })

  it('a connected namespace shows the native balance read through its adapter', async () => {
    const test = createMockAdapter({ namespace: 'eip155', connection: { address: ADDRESS, chainId: 1 } })
    const core = build({ adapters: [test.adapter] })
    await core.start()
    await core.connection.connect(injected, 'eip155')
    await vi.waitFor(() => expect(core.chain.getAccount('eip155')?.balanceSymbol).toBe('ETH'))
    expect(test.calls.find((call) => call.method === 'getBalance')?.parameters).toMatchObject({
      address: ADDRESS,
    })
  })

  it("a connected account shows its name and avatar from the adapter's name service; disconnect drops them", async () => {
    const test = createMockAdapter({ namespace: 'eip155', connection: { address: ADDRESS, chainId: 1 } })
    const lookups: string[] = []
    const adapter = {
      ...test.adapter,
      getProfile: async ({ address }: { address: string }) => {
        lookups.push(address)
        return { name: 'alice.eth', avatar: 'data:image/png;base64,AAA' }
      },
    }
    const core = build({ adapters: [adapter] })
    await core.connection.connect(injected, 'eip155')
    await vi.waitFor(() => expect(core.chain.getAccount('eip155')?.profileName).toBe('alice.eth'))
    expect(core.chain.getAccount('eip155')?.profileImage).toBe('data:image/png;base64,AAA')
    expect(lookups).toEqual([ADDRESS])
    await core.connection.disconnect('eip155')
    expect(core.chain.getAccount('eip155')?.profileName).toBeUndefined()
  })

  it("hands out the connected wallet's own provider, and none when disconnected", async () => {
    const provider = { request: async () => null }
    const test = createMockAdapter({ namespace: 'eip155', connection: { address: ADDRESS, chainId: 1 } })
    const seen: string[] = []
    const adapter = {
      ...test.adapter,
      getWalletProvider: ({ connectorId }: { connectorId: string }) => {
        seen.push(connectorId)
        return provider
      },
    }
    const core = build({ adapters: [adapter] })
    expect(core.getWalletProvider('eip155')).toBeUndefined()
    await core.connection.connect(injected, 'eip155')
    expect(core.getWalletProvider('eip155')).toBe(provider)
    expect(seen).toEqual(['dev.wallet'])
    await core.connection.disconnect('eip155')
    expect(core.getWalletProvider('eip155')).toBeUndefined()
  })

  it('a wallet-side account change updates the account', async () => {
    const test = createMockAdapter({ namespace: 'eip155', connection: { address: ADDRESS, chainId: 1 } })
    const core = build({ adapters: [test.adapter] })
    await core.connection.connect(injected, 'eip155')
    const next = '0x2222222222222222222222222222222222222222'
    test.adapter.emitter.emit('accountChanged', { address: next })
    expect(core.chain.getAccount('eip155')?.address).toBe(next)
  })

  it('a wallet-side chain change to a requested network switches the active network', async () => {
    const test = createMockAdapter({ namespace: 'eip155', connection: { address: ADDRESS, chainId: 1 } })
    const core = build({ adapters: [test.adapter] })
    await core.connection.connect(injected, 'eip155')
    test.adapter.emitter.emit('chainChanged', { chainId: 31337 })
    expect(core.chain.getActiveNetwork('eip155')?.caipNetworkId).toBe('eip155:31337')
    expect(core.chain.getAccount('eip155')?.caipAddress).toBe(`eip155:31337:${ADDRESS}`)
  })

  it('a wallet-side chain change to an unknown network opens UnsupportedChain', async () => {
    const test = createMockAdapter({ namespace: 'eip155', connection: { address: ADDRESS, chainId: 1 } })
    const core = build({ adapters: [test.adapter] })
    await core.connection.connect(injected, 'eip155')
    test.adapter.emitter.emit('chainChanged', { chainId: 424242 })
    expect(core.modal.state.open).toBe(true)
    expect(core.router.state.view).toBe('UnsupportedChain')
  })

  it('a wallet-side disconnect disconnects the namespace', async () => {
    const test = createMockAdapter({ namespace: 'eip155', connection: { address: ADDRESS, chainId: 1 } })
    const core = build({ adapters: [test.adapter] })
    await core.connection.connect(injected, 'eip155')
    test.adapter.emitter.emit('disconnect', {})
    await vi.waitFor(() => expect(core.connection.state.status.eip155).toBe('disconnected'))
    expect(core.chain.getAccount('eip155')?.address).toBeUndefined()
  })

  it('pending-transaction events refresh the native balance and track at most 99', async () => {
    const test = createMockAdapter({ namespace: 'eip155', connection: { address: ADDRESS, chainId: 1 } })
    const core = build({ adapters: [test.adapter] })
    await core.connection.connect(injected, 'eip155')
    const before = test.calls.filter((call) => call.method === 'getBalance').length
    for (let index = 0; index < 120; index += 1) {
      test.adapter.emitter.emit('pendingTransactions', { hash: `0x${index.toString(16).padStart(64, '0')}` })
    }
    expect(core.pendingTransactions.size()).toBe(99)
    await vi.waitFor(() =>
      expect(test.calls.filter((call) => call.method === 'getBalance').length).toBeGreaterThan(before),
    )
  })

  it('switchNetwork asks the connected wallet first, then moves the active network', async () => {
    const test = createMockAdapter({ namespace: 'eip155', connection: { address: ADDRESS, chainId: 1 } })
    const core = build({ adapters: [test.adapter] })
    await core.connection.connect(injected, 'eip155')
    await core.switchNetwork(devnet)
    expect(test.calls.find((call) => call.method === 'switchNetwork')?.parameters).toMatchObject({
      network: { caipNetworkId: 'eip155:31337' },
    })
    expect(core.chain.getActiveNetwork('eip155')?.caipNetworkId).toBe('eip155:31337')
  })

  it('switchNetwork with no wallet connected still tells the adapter the network, without a connector', async () => {
    const test = createMockAdapter({ namespace: 'eip155' })
    const core = build({ adapters: [test.adapter] })
    await core.switchNetwork(devnet)
    const call = test.calls.find((candidate) => candidate.method === 'switchNetwork')
    expect(call?.parameters).toEqual({ network: expect.objectContaining({ caipNetworkId: 'eip155:31337' }) })
    expect(core.chain.getActiveNetwork('eip155')?.caipNetworkId).toBe('eip155:31337')
  })

  it('switchNetwork with no wallet connected moves the page even when the adapter lacks the network', async () => {
    const test = createMockAdapter({ namespace: 'eip155' })
    const adapter = {
      ...test.adapter,
      switchNetwork: async ({ network }: { network: { caipNetworkId: string } }) => {
        throw new NetworkNotFoundError(network.caipNetworkId)
      },
    }
    const core = build({ adapters: [adapter] })
    await core.switchNetwork(devnet)
    expect(core.chain.getActiveNetwork('eip155')?.caipNetworkId).toBe('eip155:31337')
  })

  it('networks written as viem chains (no namespace, no CAIP id) start as eip155 and switch by the same objects', async () => {
    // viem's defineChain output: no chainNamespace, no caipNetworkId.
    const localChain = {
      id: 31337,
      name: 'Local',
      nativeCurrency: mainnet.nativeCurrency,
      rpcUrls: mainnet.rpcUrls,
    }
    const secondChain = { ...localChain, id: 31338, name: 'Second' }
    const test = createMockAdapter({ namespace: 'eip155', connection: { address: ADDRESS, chainId: 31337 } })
    const core = build({ adapters: [test.adapter], networks: [localChain, secondChain] })
    expect(core.chain.state.activeNamespace).toBe('eip155')
    expect(core.chain.getActiveNetwork('eip155')).toMatchObject({
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:31337',
    })
    await core.connection.connect(injected, 'eip155')
    await core.switchNetwork(secondChain)
    expect(test.calls.find((call) => call.method === 'switchNetwork')?.parameters).toMatchObject({
      network: { caipNetworkId: 'eip155:31338', chainNamespace: 'eip155' },
    })
    // The active network is the configured (complete) one, not the object the dApp passed.
    expect(core.chain.getActiveNetwork('eip155')).toBe(core.options.state.networks[1])
  })

  it('a native send goes through the adapter sendNative in the smallest unit, at the quoted gas price', async () => {
    const test = createMockAdapter({ namespace: 'eip155', connection: { address: ADDRESS, chainId: 1 } })
    const core = build({ adapters: [test.adapter] })
    await fillSend(core)
    await vi.waitFor(() => expect(core.chain.getAccount('eip155')?.balance).toBeDefined())
    const balanceReads = () => test.calls.filter((call) => call.method === 'getBalance').length
    const readsBefore = balanceReads()
    const result = await core.send.send()
    expect(result.status).toBe('success')
    // The sender's balance changed: it is read again at once.
    await vi.waitFor(() => expect(balanceReads()).toBe(readsBefore + 1))
    expect(test.calls.find((call) => call.method === 'sendNative')?.parameters).toMatchObject({
      to: '0x3333333333333333333333333333333333333333',
      value: 500_000_000_000_000_000n,
      feeRate: 1n,
    })
    expect(core.snack.state.message).toBe('Transaction started')
    // The injected wallet reported an EOA: the send is not a smart-account one, whatever the eip155 preference.
    expect(core.chain.getAccountType('eip155')).toBe('smartAccount')
    expect(core.events.state.data).toMatchObject({
      event: 'SEND_SUCCESS',
      properties: { isSmartAccount: false },
    })
  })

  it('once the adapter sees the send included, balances are read again and the views told (balancesRevision)', async () => {
    const test = createMockAdapter({ namespace: 'eip155', connection: { address: ADDRESS, chainId: 1 } })
    let included: () => void = () => undefined
    const waited: unknown[] = []
    const adapter = {
      ...test.adapter,
      waitForTransaction: (parameters: unknown) =>
        new Promise<void>((resolve) => {
          waited.push(parameters)
          included = resolve
        }),
    }
    const core = build({ adapters: [adapter] })
    await fillSend(core)
    await vi.waitFor(() => expect(core.chain.getAccount('eip155')?.balance).toBeDefined())
    const balanceReads = () => test.calls.filter((call) => call.method === 'getBalance').length
    const readsBefore = balanceReads()
    expect((await core.send.send()).status).toBe('success')
    await vi.waitFor(() => expect(balanceReads()).toBe(readsBefore + 1))
    // The adapter waits for the hash the send returned, on the send's network.
    expect(waited).toEqual([
      { hash: expect.any(String), network: expect.objectContaining({ caipNetworkId: 'eip155:1' }) },
    ])
    expect(core.blockchainApi.state.balancesRevision).toBe(0)
    included()
    await vi.waitFor(() => expect(core.blockchainApi.state.balancesRevision).toBe(1))
    expect(balanceReads()).toBe(readsBefore + 2)
  })

  it('a send the adapter never sees included changes no balances again', async () => {
    const test = createMockAdapter({ namespace: 'eip155', connection: { address: ADDRESS, chainId: 1 } })
    const adapter = { ...test.adapter, waitForTransaction: async () => Promise.reject(new Error('dropped')) }
    const core = build({ adapters: [adapter] })
    await fillSend(core)
    expect((await core.send.send()).status).toBe('success')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(core.blockchainApi.state.balancesRevision).toBe(0)
  })

  it('a token send goes through the adapter sendToken with the token, its decimals and the smallest unit', async () => {
    const test = createMockAdapter({ namespace: 'eip155', connection: { address: ADDRESS, chainId: 1 } })
    const core = build({ adapters: [test.adapter] })
    await fillSend(core, {
      token: {
        name: 'Devnet USD',
        symbol: 'dUSD',
        address: '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9',
        price: 1,
        quantity: { decimals: '6', numeric: '10' },
        iconUrl: '',
      },
      amount: '2.5',
    })
    await core.send.send()
    expect(test.calls.find((call) => call.method === 'sendToken')?.parameters).toMatchObject({
      to: '0x3333333333333333333333333333333333333333',
      token: { address: '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9', decimals: 6 },
      amount: 2_500_000n,
    })
  })

  it('start tracks the INITIALIZE event', async () => {
    const core = build()
    await core.start()
    expect(core.events.state.history.map((record) => record.data.event)).toContain('INITIALIZE')
  })

  it('a connector discovery failure is tracked as INTERNAL_SDK_ERROR and start still resolves', async () => {
    const test = createMockAdapter({ namespace: 'eip155' })
    test.adapter.syncConnectors = async () => {
      throw new Error('provider exploded')
    }
    const core = build({ adapters: [test.adapter] })
    await core.start()
    const record = core.events.state.history.find((entry) => entry.data.event === 'INTERNAL_SDK_ERROR')
    expect(record?.data.properties).toEqual({ message: 'provider exploded' })
  })

  it('switching to a network the dApp did not configure raises the Network Not Found alert', async () => {
    const core = build({ debug: true })
    await core.switchNetwork({ ...mainnet, id: 10, caipNetworkId: 'eip155:10', name: 'OP' })
    expect(core.alert.state.message).toBe('Network Not Found')
    expect(core.chain.getActiveNetwork('eip155')?.caipNetworkId).toBe('eip155:1')
  })

  it('an injected wallet whose registry entry is excluded is hidden by its rdns', async () => {
    const registryFetch = vi.fn(async (url: string | URL | Request) =>
      String(url).includes('getWallets')
        ? Response.json({ count: 1, data: [{ id: 'excluded-id', name: 'Dev Wallet', rdns: 'dev.wallet' }] })
        : new Response('{}', { status: 503 }),
    )
    const test = createMockAdapter({ namespace: 'eip155', connectors: [injected] })
    const core = build({ adapters: [test.adapter], fetch: registryFetch, excludeWalletIds: ['excluded-id'] })
    await core.start()
    expect(core.connector.getShownConnectors().map((connector) => connector.id)).not.toContain('dev.wallet')
  })

  it('a registry answer refusing the origin raises the Invalid App Configuration alert', async () => {
    const refusing = vi.fn(async () => Response.json({ message: 'origin not allowed' }, { status: 403 }))
    const core = build({ fetch: refusing, debug: true })
    await core.api.fetchRecommended()
    expect(core.api.state.status.recommended).toBe('error')
    expect(core.alert.state.message).toBe('Invalid App Configuration')
  })

  it('opening and closing the modal are tracked events', () => {
    const core = build()
    core.modal.open()
    expect(core.events.state.data?.event).toBe('MODAL_OPEN')
    core.modal.close()
    expect(core.events.state.data?.event).toBe('MODAL_CLOSE')
  })

  it("in a browser, MODAL_OPEN's analytics request starts after the open's frame is painted, not in the click", async () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('window', {
      setTimeout,
      clearTimeout,
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      cancelAnimationFrame: () => undefined,
    })
    /** The page paints: the frame that shows the change, then the next one. */
    const paint = () => {
      for (const frame of frames.splice(0)) frame(0)
      for (const frame of frames.splice(0)) frame(0)
    }
    try {
      const posted: string[] = []
      const pulse = vi.fn(async (url: string | URL | Request) => {
        if (String(url).includes('/e?')) posted.push(String(url))
        return new Response(null, { status: 204 })
      })
      const core = build({ fetch: pulse, features: { analytics: true } })
      // A first open and close go out first, so the request code is loaded and nothing else is in flight.
      core.modal.open()
      core.modal.close()
      paint()
      await vi.waitFor(() => expect(core.events.pendingCount()).toBe(0))
      expect(posted).toHaveLength(2)
      core.modal.open()
      // Well within afterFirstPaint's fallback for a page without frames: only the frames can start it.
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(core.events.state.data?.event).toBe('MODAL_OPEN')
      expect(posted).toHaveLength(2)
      paint()
      await vi.waitFor(() => expect(posted).toHaveLength(3))
      core.destroy()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('destroy stops listening to the adapters', async () => {
    const test = createMockAdapter({ namespace: 'eip155', connection: { address: ADDRESS, chainId: 1 } })
    const core = build({ adapters: [test.adapter] })
    await core.connection.connect(injected, 'eip155')
    core.destroy()
    test.adapter.emitter.emit('accountChanged', { address: '0x2222222222222222222222222222222222222222' })
    expect(core.chain.getAccount('eip155')?.address).toBe(ADDRESS)
  })

  it('works on a server: no window, memory storage, nothing thrown', () => {
    expect(typeof globalThis.window).toBe('undefined')
    const core = createCore({ projectId: 'p', networks: [mainnet], fetch: offlineFetch })
    core.storage.activeNetworkId('eip155').set('eip155:1')
    expect(core.storage.activeNetworkId('eip155').get()).toBe('eip155:1')
    expect(core.theme.state.resolvedThemeMode).toBe('light')
  })
})
