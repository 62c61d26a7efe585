import { subscribe } from 'valtio/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { createMockAdapter } from './adapters/createMockAdapter.ts'
import { createCore } from './createCore.ts'
import { createCoreState } from './createCoreState.ts'
import { markConnectionsRestoring } from './markConnectionsRestoring.ts'
import { createMemoryStorage } from './storage/createMemoryStorage.ts'
import { createStorageKeys } from './storage/createStorageKeys.ts'
import { devnet, mainnet } from './test/testNetworks.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const offlineFetch = vi.fn(async () => new Response('{}', { status: 503 }))

describe('createCoreState', () => {
  it('starts where a core starts: the stored active network, disconnected, closed, the options theme', () => {
    const storage = createMemoryStorage()
    createStorageKeys(storage).activeNetworkId('eip155').set(devnet.caipNetworkId)
    const state = createCoreState({ projectId: 'p', networks: [mainnet, devnet], themeMode: 'dark', storage })
    expect(state.chain.activeNamespace).toBe('eip155')
    expect(state.chain.chains.eip155.network.activeNetwork?.caipNetworkId).toBe(devnet.caipNetworkId)
    expect(state.connection.status.eip155).toBe('disconnected')
    expect(state.modal.open).toBe(false)
    expect(state.theme.state).toMatchObject({ themeMode: 'dark', resolvedThemeMode: 'dark' })
    expect(state.options.state.projectId).toBe('p')
    expect(state.events.data.event).toBe('MODAL_CREATED')
  })

  it('its options and theme setters work before any core exists', () => {
    const state = createCoreState({ projectId: 'p', networks: [mainnet], storage: createMemoryStorage() })
    state.theme.setThemeMode('dark')
    state.options.setTermsConditionsUrl('https://example.org/terms')
    expect(state.theme.state.resolvedThemeMode).toBe('dark')
    expect(state.options.state.termsConditionsUrl).toBe('https://example.org/terms')
  })

  it('throws what the options throw', () => {
    expect(() =>
      createCoreState({
        projectId: 'p',
        networks: [mainnet],
        storage: createMemoryStorage(),
        siweConfig: {} as never,
        siwx: {} as never,
      }),
    ).toThrow('Cannot set both `siweConfig` and `siwx` options')
  })

  it('a core made later drives the same objects: a subscriber from before sees its changes', async () => {
    const storage = createMemoryStorage()
    const state = createCoreState({ projectId: 'p', networks: [mainnet], storage })
    const seen: string[] = []
    subscribe(state.connection.status, () => seen.push(state.connection.status.eip155))
    const { adapter } = createMockAdapter({
      namespace: 'eip155',
      connection: { address: ADDRESS, chainId: 1 },
    })
    const core = createCore({
      projectId: 'p',
      networks: [mainnet],
      adapters: [adapter],
      storage,
      state,
      fetch: offlineFetch,
    })
    expect(core.chain.state).toBe(state.chain)
    expect(core.connection.state).toBe(state.connection)
    expect(core.modal.state).toBe(state.modal)
    expect(core.theme).toBe(state.theme)
    expect(core.options).toBe(state.options)
    await core.start()
    await core.connection.connect(
      {
        id: 'dev.wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        info: { rdns: 'dev.wallet' },
      },
      'eip155',
    )
    await Promise.resolve()
    expect(state.chain.chains.eip155.account.address).toBe(ADDRESS)
    expect(seen.at(-1)).toBe('connected')
    core.destroy()
  })

  it('a core on a state without a project id raises the Project ID Not Configured alert', () => {
    const storage = createMemoryStorage()
    const state = createCoreState({ networks: [mainnet], storage })
    const core = createCore({ networks: [mainnet], storage, state, fetch: offlineFetch })
    expect(core.alert.state.message).toBe('Project ID Not Configured')
    core.destroy()
  })
})

describe('markConnectionsRestoring', () => {
  it('marks a stored connection as connecting in both states, and leaves the others', () => {
    const storage = createMemoryStorage()
    createStorageKeys(storage).connectionStatus('eip155').set('connected')
    createStorageKeys(storage).connectionStatus('solana').set('connected')
    const state = createCoreState({ projectId: 'p', networks: [mainnet], storage })
    markConnectionsRestoring(state)
    expect(state.connection.status.eip155).toBe('connecting')
    expect(state.chain.chains.eip155.account.status).toBe('connecting')
    // Solana is not configured: nothing to restore there.
    expect(state.connection.status.solana).toBe('disconnected')
  })

  it('a namespace stored as disconnected stays disconnected', () => {
    const storage = createMemoryStorage()
    createStorageKeys(storage).connectionStatus('eip155').set('disconnected')
    const state = createCoreState({ projectId: 'p', networks: [mainnet], storage })
    markConnectionsRestoring(state)
    expect(state.connection.status.eip155).toBe('disconnected')
  })
})
