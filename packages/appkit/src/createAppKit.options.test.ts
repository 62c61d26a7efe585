import { type CaipNetwork, type Connector, createMemoryStorage } from '@org/appkit-core'
import { createStorageKeys } from '@org/appkit-core/internal'
import { createMockAdapter, MOCK_ADDRESSES } from '@org/appkit-testing'
import { describe, expect, it } from 'vitest'
import { getAppKitInternals } from './getAppKitInternals.ts'
import { defineChain } from './networks/defineChain.ts'
import { arbitrum, mainnet } from './networks/presets.ts'
import { connect, coreOf, createTestAppKit } from './test/createTestAppKit.ts'

/**
 * What viem 2's `defineChain` returns (viem is not a dependency of this package; apps/compat runs the real one):
 * the chain with `formatters`, `fees` and `serializers` undefined and an `extend` function, no namespace, no CAIP id.
 */
function viemDefineChain<const chain extends { id: number; name: string }>(chain: chain) {
  const instance = { formatters: undefined, fees: undefined, serializers: undefined, ...chain }
  return Object.assign(instance, { extend: (extended: object) => ({ ...instance, ...extended }) })
}

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const localChain = viemDefineChain({
  id: 31337,
  name: 'Local Chain',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})
const thirdChain = viemDefineChain({
  id: 31339,
  name: 'Third Chain',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } },
})
// AppKit's shape, from the networks entry's defineChain with a caipNetworkId string.
const secondChain = defineChain({
  id: 31338,
  caipNetworkId: 'eip155:31338',
  chainNamespace: 'eip155',
  name: 'Second Local Chain',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
})

const isComplete = (network: CaipNetwork | undefined) =>
  network !== undefined && network.caipNetworkId === `${network.chainNamespace}:${network.id}`

describe('networks as dApps write them (viem chains, AppKit-shaped networks, presets)', () => {
  it('starts with viem chains and reads them back as complete eip155 networks', () => {
    const appKit = createTestAppKit({ networks: [localChain, secondChain, mainnet] })
    expect(appKit.getActiveChainNamespace()).toBe('eip155')
    expect(appKit.getCaipNetworkId()).toBe('eip155:31337')
    expect(appKit.getCaipNetworks().map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
      'eip155:1',
    ])
    expect(appKit.getCaipNetworks().every(isComplete)).toBe(true)
    expect(appKit.getCaipNetwork('eip155', 31338)?.name).toBe('Second Local Chain')
  })

  it('a viem defaultNetwork is the active network, complete', () => {
    const appKit = createTestAppKit({ networks: [mainnet, localChain], defaultNetwork: localChain })
    expect(appKit.getCaipNetwork()).toMatchObject({ chainNamespace: 'eip155', caipNetworkId: 'eip155:31337' })
    expect(appKit.getChainId()).toBe(31337)
  })

  it('switchNetwork takes the viem chain the dApp configured, asking the connected wallet', async () => {
    const eip155 = createMockAdapter({
      namespace: 'eip155',
      connection: { address: MOCK_ADDRESSES.eip155, chainId: 31337 },
    })
    const appKit = createTestAppKit({ adapters: [eip155.adapter], networks: [localChain, secondChain] })
    await connect(appKit)
    await appKit.switchNetwork(secondChain)
    expect(appKit.getCaipNetworkId()).toBe('eip155:31338')
    await appKit.switchNetwork(localChain)
    expect(appKit.getCaipNetwork()).toMatchObject({ caipNetworkId: 'eip155:31337', chainNamespace: 'eip155' })
    const switched = eip155.calls.filter((call) => call.method === 'switchNetwork')
    expect(
      switched.map((call) => (call.parameters as { network: CaipNetwork }).network.caipNetworkId),
    ).toEqual(['eip155:31338', 'eip155:31337'])
  })

  it('addNetwork takes a viem chain as eip155 and lists it complete', () => {
    const appKit = createTestAppKit({ networks: [localChain] })
    appKit.addNetwork('eip155', thirdChain)
    const added = appKit.getCaipNetworks('eip155').find((network) => network.id === 31339)
    expect(added).toMatchObject({ chainNamespace: 'eip155', caipNetworkId: 'eip155:31339' })
    expect(() => appKit.addNetwork('solana', thirdChain)).toThrow('Chain is not supported')
  })
})

describe('options that do what AppKit documents', () => {
  it('themeMode and themeVariables (--w3m-* and --apkt-* names) set the theme', () => {
    const appKit = createTestAppKit({
      themeMode: 'dark',
      themeVariables: { '--apkt-accent': '#ff00aa', '--w3m-z-index': 40 },
    })
    expect(appKit.getThemeMode()).toBe('dark')
    expect(appKit.getThemeVariables()).toEqual({ '--w3m-accent': '#ff00aa', '--w3m-z-index': 40 })
  })

  it('enableInjected: false hides injected wallets, enableEIP6963: false hides announced ones', async () => {
    const injected: Connector = {
      id: 'injected',
      name: 'Injected Wallet',
      type: 'INJECTED',
      chain: 'eip155',
      info: { rdns: 'dev.injected' },
      installed: true,
    }
    const announced: Connector = {
      id: 'dev.wallet',
      name: 'Dev Wallet',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'dev.wallet' },
    }
    const shownIds = async (options: { enableInjected?: boolean; enableEIP6963?: boolean }) => {
      const adapter = createMockAdapter({ namespace: 'eip155', connectors: [injected, announced] }).adapter
      const appKit = createTestAppKit({ adapters: [adapter], enableWalletConnect: false, ...options })
      await appKit.ready()
      return (await coreOf(appKit)).connector.getShownConnectors().map((connector) => connector.id)
    }
    expect(await shownIds({})).toEqual(['injected', 'dev.wallet'])
    expect(await shownIds({ enableInjected: false })).toEqual(['dev.wallet'])
    expect(await shownIds({ enableEIP6963: false })).toEqual(['injected'])
  })

  it('enableReconnect: false leaves a stored session alone on start', async () => {
    const storage = createMemoryStorage()
    const keys = createStorageKeys(storage)
    keys.connectionStatus('eip155').set('connected')
    keys.connectedConnectorId('eip155').set('injected')
    const eip155 = createMockAdapter({
      namespace: 'eip155',
      reconnect: { address: MOCK_ADDRESSES.eip155, chainId: 1 },
    })
    const appKit = createTestAppKit({ adapters: [eip155.adapter], storage, enableReconnect: false })
    expect(appKit.getAccount().status).toBe('disconnected')
    await appKit.ready()
    expect(eip155.methods()).not.toContain('reconnect')
    expect(appKit.getAccount().isConnected).toBe(false)
  })

  it('debug: false keeps developer alerts hidden (a missing project id raises none)', async () => {
    const appKit = createTestAppKit({ projectId: undefined, debug: false })
    expect((await coreOf(appKit)).alert.state.open).toBe(false)
  })

  it('defaultAccountTypes sets the preferred account type of the namespaces it names', () => {
    const appKit = createTestAppKit({ defaultAccountTypes: { eip155: 'eoa' } })
    expect(appKit.getPreferredAccountType('eip155')).toBe('eoa')
    expect(appKit.getPreferredAccountType('solana')).toBe('eoa')
    expect(createTestAppKit().getPreferredAccountType('eip155')).toBe('smartAccount')
  })

  it('showWallets: false (legacy) hides the wallets like enableWallets: false; features.allWallets: false hides All wallets', async () => {
    const options = async (appKit: ReturnType<typeof createTestAppKit>) =>
      (await getAppKitInternals(appKit).loadState()).state.options.state
    expect((await options(createTestAppKit({ showWallets: false }))).enableWallets).toBe(false)
    expect((await options(createTestAppKit({ features: { allWallets: false } }))).allWallets).toBe('HIDE')
  })

  it('basic: true without adapters is the WalletConnect-only mode: the modal opens on the bare QR view', async () => {
    const appKit = createTestAppKit({ basic: true, networks: [mainnet, arbitrum] })
    const core = await coreOf(appKit)
    expect([...core.adapters.values()].every((adapter) => adapter.walletConnectOnly)).toBe(true)
    core.modal.open()
    expect(core.router.state.view).toBe('ConnectingWalletConnectBasic')
  })
})
