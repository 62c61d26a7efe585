import { createMemoryStorage, UnsupportedOptionError } from '@org/appkit-core'
import {
  AlertMessages,
  createStorageKeys,
  FIRST_PAINT_FALLBACK_MS,
  ValidationMessages,
} from '@org/appkit-core/internal'
import { createMockAdapter, MOCK_ADDRESSES } from '@org/appkit-testing'
import { describe, expect, it, vi } from 'vitest'
import { getDefaultAppKit } from './defaultAppKit.ts'
import { ChainAdapterNotFoundError } from './exports/index.ts'
import { getAppKitInternals } from './getAppKitInternals.ts'
import { arbitrum, mainnet, optimism, solana } from './networks/presets.ts'
import { connect, coreOf, createTestAppKit } from './test/createTestAppKit.ts'

describe('createAppKit', () => {
  it('records the instance as the default one, so hooks work without a provider', () => {
    const appKit = createTestAppKit()
    expect(getDefaultAppKit()).toBe(appKit)
    const later = createTestAppKit()
    expect(getDefaultAppKit()).toBe(later)
  })

  it('starts the core in the browser: connectors sync, then ready() resolves and initialized turns true', async () => {
    const eip155 = createMockAdapter({ namespace: 'eip155' })
    const appKit = createTestAppKit({ adapters: [eip155.adapter] })
    expect(appKit.getState().initialized).toBe(false)
    await appKit.ready()
    expect(eip155.methods()).toContain('syncConnectors')
    expect(appKit.getState().initialized).toBe(true)
  })

  it("loads the core's code only once the page has painted two frames, so it does not hold up the first paint", async () => {
    const frames: FrameRequestCallback[] = []
    const requestFrame = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback))
    try {
      const eip155 = createMockAdapter({ namespace: 'eip155' })
      const appKit = createTestAppKit({ adapters: [eip155.adapter] })
      // Well short of the fallback for a page without frames (a hidden tab).
      await new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_FALLBACK_MS / 5))
      expect(getAppKitInternals(appKit).getCore()).toBeUndefined()
      expect(eip155.methods()).not.toContain('syncConnectors')
      for (let frame = 0; frame < 2; frame += 1)
        for (const callback of frames.splice(0)) callback(performance.now())
      await vi.waitFor(() => expect(eip155.methods()).toContain('syncConnectors'))
      expect(getAppKitInternals(appKit).getCore()).toBeDefined()
    } finally {
      requestFrame.mockRestore()
    }
  })

  it('starts the core before anything drives it when a call needs it before the paint', async () => {
    // No frame ever comes: only the call loads the core.
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    try {
      const eip155 = createMockAdapter({ namespace: 'eip155' })
      const appKit = createTestAppKit({ adapters: [eip155.adapter] })
      await appKit.switchNetwork(arbitrum, { throwOnFailure: true })
      const methods = eip155.methods()
      expect(methods).toContain('switchNetwork')
      expect(methods.indexOf('syncConnectors')).toBeGreaterThanOrEqual(0)
      expect(methods.indexOf('syncConnectors')).toBeLessThan(methods.indexOf('switchNetwork'))
      await appKit.ready()
      expect(appKit.getState().initialized).toBe(true)
    } finally {
      requestFrame.mockRestore()
    }
  })

  it('restores a stored session on start (reconnect after reload)', async () => {
    const storage = createMemoryStorage()
    const keys = createStorageKeys(storage)
    keys.connectionStatus('eip155').set('connected')
    keys.connectedConnectorId('eip155').set('injected')
    const eip155 = createMockAdapter({
      namespace: 'eip155',
      reconnect: { address: MOCK_ADDRESSES.eip155, chainId: 1 },
    })
    const appKit = createTestAppKit({ adapters: [eip155.adapter], storage })
    // A stored connected status reads connecting at once (spec §4), before the adapter answered.
    expect(appKit.getAccount().status).toBe('connecting')
    await appKit.ready()
    expect(appKit.getAccount()).toMatchObject({
      status: 'connected',
      isConnected: true,
      address: MOCK_ADDRESSES.eip155,
    })
  })

  it("throws 'Cannot set both `siweConfig` and `siwx` options' when both are set (spec §5)", () => {
    expect(() => createTestAppKit({ siweConfig: {}, siwx: {} })).toThrow(ValidationMessages.siweAndSiwx)
    expect(ValidationMessages.siweAndSiwx).toBe('Cannot set both `siweConfig` and `siwx` options')
  })

  it("shows the 'Project ID Not Configured' alert when the project id is missing, without throwing", async () => {
    const appKit = createTestAppKit({ projectId: undefined })
    expect((await coreOf(appKit)).alert.state).toMatchObject({
      open: true,
      message: 'Project ID Not Configured',
    })
    expect(AlertMessages.projectIdNotConfigured).toBe('Project ID Not Configured')
  })

  it('does not mount the modal before the first open()', () => {
    createTestAppKit()
    expect(document.querySelector('[data-appkit-modal]')).toBeNull()
  })
})

describe('instance: account and network', () => {
  it('reads the account after a connection, per namespace and for the active one', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    expect(appKit.getIsConnectedState()).toBe(false)
    expect(appKit.getAccount()).toEqual({
      allAccounts: [],
      address: undefined,
      caipAddress: undefined,
      isConnected: false,
      status: 'disconnected',
      embeddedWalletInfo: undefined,
    })
    await connect(appKit)
    expect(appKit.getIsConnectedState()).toBe(true)
    expect(appKit.getAddress()).toBe(MOCK_ADDRESSES.eip155)
    expect(appKit.getAddress('eip155')).toBe(MOCK_ADDRESSES.eip155)
    expect(appKit.getCaipAddress()).toBe(`eip155:1:${MOCK_ADDRESSES.eip155}`)
    expect(appKit.getAccount()).toEqual({
      allAccounts: [{ namespace: 'eip155', address: MOCK_ADDRESSES.eip155, type: 'eoa' }],
      address: MOCK_ADDRESSES.eip155,
      caipAddress: `eip155:1:${MOCK_ADDRESSES.eip155}`,
      isConnected: true,
      status: 'connected',
      embeddedWalletInfo: undefined,
    })
    expect(appKit.getProviderType('eip155')).toBe('INJECTED')
    expect(appKit.getWalletProviderType()).toBe('INJECTED')
  })

  it('reads networks: active one, by id, per namespace, all', () => {
    const appKit = createTestAppKit({ networks: [mainnet, arbitrum, solana] })
    expect(appKit.getActiveChainNamespace()).toBe('eip155')
    expect(appKit.getChainId()).toBe(1)
    expect(appKit.getCaipNetworkId()).toBe('eip155:1')
    expect(appKit.getCaipNetwork()?.name).toBe('Ethereum')
    expect(appKit.getCaipNetwork('eip155', 42_161)?.caipNetworkId).toBe('eip155:42161')
    expect(appKit.getCaipNetwork('solana')?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(appKit.getCaipNetworks('eip155').map((network) => network.id)).toEqual([1, 42_161])
    expect(appKit.getCaipNetworks()).toHaveLength(3)
    expect(appKit.getDisabledCaipNetworks()).toEqual([])
  })

  it('switches the network, asking the connected wallet through its adapter', async () => {
    const eip155 = createMockAdapter({ namespace: 'eip155' })
    const appKit = createTestAppKit({ adapters: [eip155.adapter] })
    const changes = vi.fn()
    appKit.subscribeCaipNetworkChange(changes)
    await connect(appKit)
    await appKit.switchNetwork(arbitrum)
    expect(eip155.calls.find((call) => call.method === 'switchNetwork')?.parameters).toMatchObject({
      network: { caipNetworkId: 'eip155:42161' },
    })
    expect(appKit.getCaipNetworkId()).toBe('eip155:42161')
    await vi.waitFor(() => expect(changes).toHaveBeenCalledWith(expect.objectContaining({ id: 42_161 })))
  })

  it("throws 'Chain adapter not found' when switching to a namespace that has no adapter", async () => {
    const appKit = createTestAppKit({
      networks: [mainnet, solana],
      adapters: [createMockAdapter({ namespace: 'eip155' }).adapter],
    })
    const error = await appKit.switchNetwork(solana).catch((thrown: unknown) => thrown)
    // The class a dApp imports from @org/appkit, with the spec's message and the namespace.
    expect(error).toBeInstanceOf(ChainAdapterNotFoundError)
    expect(error).toMatchObject({ shortMessage: 'Chain adapter not found', namespace: 'solana' })
    expect(appKit.getActiveChainNamespace()).toBe('eip155')
  })

  it('leaves the network as it was when the wallet refuses, and rejects only with throwOnFailure', async () => {
    const refusal = new Error('User rejected the request.')
    const appKit = createTestAppKit({
      adapters: [createMockAdapter({ namespace: 'eip155', errors: { switchNetwork: refusal } }).adapter],
    })
    await connect(appKit)
    await expect(appKit.switchNetwork(arbitrum)).resolves.toBeUndefined()
    expect(appKit.getCaipNetworkId()).toBe('eip155:1')
    await expect(appKit.switchNetwork(arbitrum, { throwOnFailure: true })).rejects.toBe(refusal)
  })

  it('adds and removes networks at runtime; the last one of a namespace cannot go (spec §5)', () => {
    const appKit = createTestAppKit({ networks: [mainnet] })
    appKit.addNetwork('eip155', optimism)
    expect(appKit.getCaipNetworks('eip155').map((network) => network.id)).toEqual([1, 10])
    appKit.removeNetwork('eip155', 1)
    expect(appKit.getCaipNetworks('eip155').map((network) => network.id)).toEqual([10])
    expect(() => appKit.removeNetwork('eip155', 10)).toThrow('Cannot remove last network for a namespace')
    expect(() => appKit.removeNetwork('eip155', 999)).toThrow('Network with ID not found')
  })

  it('disconnects, and rejects with the error when the wallet fails to', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    await connect(appKit)
    await appKit.disconnect()
    expect(appKit.getIsConnectedState()).toBe(false)

    const failing = createTestAppKit({
      adapters: [
        createMockAdapter({ namespace: 'eip155', errors: { disconnect: new Error('nope') } }).adapter,
      ],
    })
    await connect(failing)
    await expect(failing.disconnect('eip155')).rejects.toThrow('Failed to disconnect')
    expect(failing.getIsConnectedState()).toBe(true)
  })

  it('names the connected wallet from its connector', async () => {
    const connector = {
      id: 'injected',
      name: 'Browser Wallet',
      type: 'INJECTED' as const,
      chain: 'eip155' as const,
      imageUrl: 'https://example.org/wallet.png',
    }
    const appKit = createTestAppKit({
      adapters: [createMockAdapter({ namespace: 'eip155', connectors: [connector] }).adapter],
    })
    await appKit.ready()
    expect(appKit.getWalletInfo()).toBeUndefined()
    await connect(appKit)
    expect(appKit.getWalletInfo()).toEqual({
      name: 'Browser Wallet',
      id: 'injected',
      type: 'INJECTED',
      icon: 'https://example.org/wallet.png',
    })
  })
})

describe('instance: subscriptions', () => {
  it('calls subscribeAccount after a connection and stops after unsubscribe', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    const onAccount = vi.fn()
    const unsubscribe = appKit.subscribeAccount(onAccount)
    await connect(appKit)
    await vi.waitFor(() =>
      expect(onAccount).toHaveBeenLastCalledWith(expect.objectContaining({ isConnected: true })),
    )
    unsubscribe()
    const calls = onAccount.mock.calls.length
    await appKit.disconnect()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(onAccount).toHaveBeenCalledTimes(calls)
  })

  it('reports state, theme, network, wallet info and events', async () => {
    const connector = {
      id: 'injected',
      name: 'Browser Wallet',
      type: 'INJECTED' as const,
      chain: 'eip155' as const,
    }
    const appKit = createTestAppKit({
      adapters: [createMockAdapter({ namespace: 'eip155', connectors: [connector] }).adapter],
    })
    await appKit.ready()
    const onState = vi.fn()
    const onTheme = vi.fn()
    const onNetwork = vi.fn()
    const onWallet = vi.fn()
    const onEvent = vi.fn()
    appKit.subscribeState(onState)
    appKit.subscribeTheme(onTheme)
    appKit.subscribeNetwork(onNetwork)
    appKit.subscribeWalletInfo(onWallet)
    appKit.subscribeEvents(onEvent)

    appKit.setLoading(true)
    await vi.waitFor(() =>
      expect(onState).toHaveBeenLastCalledWith(expect.objectContaining({ loading: true })),
    )

    appKit.setThemeMode('dark')
    appKit.setThemeVariables({ '--w3m-accent': '#ff0000' })
    await vi.waitFor(() =>
      expect(onTheme).toHaveBeenLastCalledWith({
        themeMode: 'dark',
        themeVariables: { '--w3m-accent': '#ff0000' },
      }),
    )
    expect(appKit.getThemeMode()).toBe('dark')
    expect(appKit.getThemeVariables()).toEqual({ '--w3m-accent': '#ff0000' })

    await appKit.switchNetwork(arbitrum)
    await vi.waitFor(() =>
      expect(onNetwork).toHaveBeenLastCalledWith(expect.objectContaining({ caipNetworkId: 'eip155:42161' })),
    )

    await connect(appKit)
    await vi.waitFor(() =>
      expect(onWallet).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Browser Wallet' })),
    )
    await appKit.disconnect()
    expect(onEvent).toHaveBeenLastCalledWith(
      expect.objectContaining({
        data: expect.objectContaining({ type: 'track', event: 'DISCONNECT_SUCCESS' }),
      }),
    )
    expect(appKit.getEvent().data.event).toBe('DISCONNECT_SUCCESS')
  })
})

describe('instance: modal and options', () => {
  it('routes: redirect pushes, replace swaps the current view', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    const router = (await coreOf(appKit)).router
    appKit.redirect('Networks')
    expect(router.state.view).toBe('Networks')
    appKit.replace('WhatIsAWallet')
    expect(router.state.history.map((entry) => entry.view).at(-1)).toBe('WhatIsAWallet')
    expect(appKit.isTransactionStackEmpty()).toBe(true)
    // A view the modal cannot show is refused, and the history stays as it was.
    expect(() => appKit.redirect('WhatIsANetwork')).toThrow(
      expect.objectContaining({ name: 'ViewNotAvailableError', view: 'WhatIsANetwork' }),
    )
    expect(router.state.view).toBe('WhatIsAWallet')
  })

  it('shows toasts and updates features', async () => {
    const appKit = createTestAppKit()
    appKit.showErrorMessage('Boom')
    expect((await coreOf(appKit)).snack.state).toMatchObject({ message: 'Boom', variant: 'error' })
    appKit.showSuccessMessage('Done')
    appKit.updateFeatures({ swaps: false })
    expect((await coreOf(appKit)).options.state.features.swaps).toBe(false)
    appKit.setTermsConditionsUrl('https://example.org/terms')
    expect((await coreOf(appKit)).options.state.termsConditionsUrl).toBe('https://example.org/terms')
  })

  it('has no SIWX config: sign-in is not built, so a `siwx` option throws instead of being kept unused', () => {
    expect(createTestAppKit().getSIWX()).toBeUndefined()
    expect(() => createTestAppKit({ siwx: { required: false } })).toThrow(UnsupportedOptionError)
  })

  it('reads the preferred account type per namespace (spec §3 defaults)', () => {
    const appKit = createTestAppKit({ networks: [mainnet, solana] })
    expect(appKit.getPreferredAccountType('eip155')).toBe('smartAccount')
    expect(appKit.getPreferredAccountType('solana')).toBe('eoa')
  })
})

describe('the core loads after the page renders', () => {
  it('the state is there at once; the core (controllers, WalletConnect) arrives after, and then starts', async () => {
    const eip155 = createMockAdapter({ namespace: 'eip155' })
    const appKit = createTestAppKit({ adapters: [eip155.adapter], networks: [mainnet, arbitrum] })
    const internals = getAppKitInternals(appKit)
    expect(internals.getCore()).toBeUndefined()
    expect(eip155.methods()).toEqual([])
    // Getters and the state-only setters answer before it.
    expect(appKit.getCaipNetwork()?.id).toBe(1)
    expect(appKit.getState()).toMatchObject({ open: false, initialized: false, activeChain: 'eip155' })
    appKit.setThemeMode('dark')
    expect(appKit.getThemeMode()).toBe('dark')
    appKit.addNetwork('eip155', optimism)
    expect(appKit.getCaipNetworks('eip155').map((network) => network.id)).toEqual([1, 42_161, 10])
    await appKit.ready()
    const core = internals.getCore()
    expect(core).toBeDefined()
    // The core drives the same state objects.
    expect(core?.chain.state).toBe((await internals.loadState()).state.chain)
    expect(core?.theme.state.themeMode).toBe('dark')
    expect(eip155.methods()).toContain('syncConnectors')
  })

  it('a returning visitor reads connecting before the core has loaded', () => {
    const storage = createMemoryStorage()
    createStorageKeys(storage).connectionStatus('eip155').set('connected')
    const appKit = createTestAppKit({ storage })
    expect(getAppKitInternals(appKit).getCore()).toBeUndefined()
    expect(appKit.getAccount().status).toBe('connecting')
  })

  it('a setter that needs the core runs once it has loaded', async () => {
    const appKit = createTestAppKit({ adapters: [createMockAdapter({ namespace: 'eip155' }).adapter] })
    appKit.redirect('Networks')
    appKit.showErrorMessage('Boom')
    expect(getAppKitInternals(appKit).getCore()).toBeUndefined()
    const core = await coreOf(appKit)
    expect(core.router.state.view).toBe('Networks')
    expect(core.snack.state).toMatchObject({ message: 'Boom', variant: 'error' })
  })

  it('disposed before its core arrives, the instance never starts it', async () => {
    const eip155 = createMockAdapter({ namespace: 'eip155' })
    const appKit = createTestAppKit({ adapters: [eip155.adapter] })
    getAppKitInternals(appKit).dispose()
    await appKit.ready()
    expect(appKit.getState().initialized).toBe(false)
    expect(eip155.methods()).not.toContain('syncConnectors')
  })
})
