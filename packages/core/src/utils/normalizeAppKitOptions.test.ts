import { describe, expect, it } from 'vitest'
import { DEFAULT_ACCOUNT_TYPES, DEFAULT_FEATURES } from '../constants/defaults.ts'
import { SiweAndSiwxConflictError } from '../errors/SiweAndSiwxConflictError.ts'
import { mainnet } from '../test/testNetworks.ts'
import type { AppKitOptions } from '../types/AppKitOptions.ts'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import { DEFAULT_ENDPOINTS, normalizeAppKitOptions } from './normalizeAppKitOptions.ts'

const base: CaipNetwork = { ...mainnet, id: 8453, caipNetworkId: 'eip155:8453', name: 'Base' }
const minimal: AppKitOptions = { projectId: 'p1', networks: [mainnet, base] }

describe('normalizeAppKitOptions (reference §4.1 defaults)', () => {
  it('applies every reference default', () => {
    expect(normalizeAppKitOptions(minimal)).toEqual({
      projectId: 'p1',
      isProjectIdConfigured: true,
      networks: [mainnet, base],
      defaultNetwork: mainnet,
      metadata: undefined,
      features: { ...DEFAULT_FEATURES, connectMethodsOrder: undefined },
      featuredWalletIds: [],
      includeWalletIds: [],
      excludeWalletIds: [],
      customWallets: [],
      allWallets: 'SHOW',
      chainImages: {},
      connectorImages: {},
      tokens: {},
      customRpcUrls: {},
      siwx: undefined,
      siweConfig: undefined,
      enableWallets: true,
      enableWalletConnect: true,
      enableInjected: true,
      enableEIP6963: true,
      enableCoinbase: true,
      enableBaseAccount: true,
      coinbasePreference: 'all',
      enableReconnect: true,
      enableWalletGuide: true,
      enableNetworkSwitch: true,
      enableEmbedded: false,
      enableMobileFullScreen: false,
      enableAuthLogger: true,
      allowUnsupportedChain: false,
      experimental_preferUniversalLinks: false,
      defaultAccountTypes: DEFAULT_ACCOUNT_TYPES,
      termsConditionsUrl: undefined,
      privacyPolicyUrl: undefined,
      themeMode: 'system',
      themeVariables: {},
      debug: true,
      locale: 'en',
      apiUrl: DEFAULT_ENDPOINTS.apiUrl,
      explorerUrl: DEFAULT_ENDPOINTS.explorerUrl,
      relayUrl: DEFAULT_ENDPOINTS.relayUrl,
      secureSiteUrl: DEFAULT_ENDPOINTS.secureSiteUrl,
      verifyUrl: DEFAULT_ENDPOINTS.verifyUrl,
    })
  })

  it('keeps every option the dApp sets', () => {
    const siwx = { required: true }
    const resolved = normalizeAppKitOptions({
      ...minimal,
      defaultNetwork: base,
      metadata: { name: 'Lab', description: 'd', url: 'http://127.0.0.1:5173', icons: ['i.png'] },
      featuredWalletIds: ['a'],
      includeWalletIds: ['b'],
      excludeWalletIds: ['c'],
      customWallets: [{ id: 'w', name: 'Wallet' }],
      allWallets: 'ONLY_MOBILE',
      siwx,
      enableWalletConnect: false,
      enableInjected: false,
      enableEIP6963: false,
      enableCoinbase: false,
      enableReconnect: false,
      enableNetworkSwitch: false,
      enableEmbedded: true,
      allowUnsupportedChain: true,
      termsConditionsUrl: 'https://lab.test/terms',
      privacyPolicyUrl: 'https://lab.test/privacy',
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#3396ff' },
      debug: false,
      locale: 'de',
    })
    expect(resolved).toMatchObject({
      defaultNetwork: base,
      metadata: { name: 'Lab', icons: ['i.png'] },
      featuredWalletIds: ['a'],
      includeWalletIds: ['b'],
      excludeWalletIds: ['c'],
      customWallets: [{ id: 'w', name: 'Wallet' }],
      allWallets: 'ONLY_MOBILE',
      enableWalletConnect: false,
      enableInjected: false,
      enableEIP6963: false,
      enableCoinbase: false,
      enableReconnect: false,
      enableNetworkSwitch: false,
      enableEmbedded: true,
      allowUnsupportedChain: true,
      termsConditionsUrl: 'https://lab.test/terms',
      privacyPolicyUrl: 'https://lab.test/privacy',
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#3396ff' },
      debug: false,
      locale: 'de',
    })
    expect(resolved.siwx).toBe(siwx)
  })

  it('features are merged over DEFAULT_FEATURES', () => {
    const { features } = normalizeAppKitOptions({
      ...minimal,
      features: { swaps: false, socials: false, connectMethodsOrder: ['wallet', 'email', 'social'] },
    })
    expect(features).toEqual({
      ...DEFAULT_FEATURES,
      swaps: false,
      socials: false,
      connectMethodsOrder: ['wallet', 'email', 'social'],
    })
  })

  it('defaultAccountTypes are merged over DEFAULT_ACCOUNT_TYPES', () => {
    expect(
      normalizeAppKitOptions({ ...minimal, defaultAccountTypes: { eip155: 'eoa' } }).defaultAccountTypes,
    ).toEqual({ bip122: 'payment', eip155: 'eoa', polkadot: 'eoa', solana: 'eoa' })
  })

  it('setting both siweConfig and siwx throws "Cannot set both `siweConfig` and `siwx` options" (spec §5)', () => {
    expect(() => normalizeAppKitOptions({ ...minimal, siwx: {}, siweConfig: {} })).toThrow(
      SiweAndSiwxConflictError,
    )
    expect(() => normalizeAppKitOptions({ ...minimal, siwx: {}, siweConfig: {} })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    )
    expect(normalizeAppKitOptions({ ...minimal, siweConfig: {} }).siweConfig).toEqual({})
  })

  it('a missing project id is flagged, not thrown (spec §5)', () => {
    expect(normalizeAppKitOptions({ networks: [mainnet] })).toMatchObject({
      projectId: '',
      isProjectIdConfigured: false,
    })
    expect(normalizeAppKitOptions({ projectId: '  ', networks: [mainnet] }).isProjectIdConfigured).toBe(false)
    expect(normalizeAppKitOptions({ projectId: ' p1 ', networks: [mainnet] }).projectId).toBe('p1')
  })

  it('endpoint options point the core at our own stack; trailing slashes are dropped', () => {
    expect(
      normalizeAppKitOptions({
        ...minimal,
        apiUrl: 'http://127.0.0.1:4000/',
        explorerUrl: 'http://127.0.0.1:4000/registry//',
        relayUrl: 'ws://127.0.0.1:5555',
        secureSiteUrl: 'http://127.0.0.1:4100',
        verifyUrl: 'http://127.0.0.1:4200',
      }),
    ).toMatchObject({
      apiUrl: 'http://127.0.0.1:4000',
      explorerUrl: 'http://127.0.0.1:4000/registry',
      relayUrl: 'ws://127.0.0.1:5555',
      secureSiteUrl: 'http://127.0.0.1:4100',
      verifyUrl: 'http://127.0.0.1:4200',
    })
  })

  it('verifyUrl false disables verify; a blank endpoint falls back to its default', () => {
    const resolved = normalizeAppKitOptions({ ...minimal, verifyUrl: false, apiUrl: ' ' })
    expect(resolved.verifyUrl).toBe(false)
    expect(resolved.apiUrl).toBe(DEFAULT_ENDPOINTS.apiUrl)
  })

  it('themeVariables keep the theme keys under their --w3m-* names (--apkt-* included), nothing else', () => {
    const resolved = normalizeAppKitOptions({
      ...minimal,
      themeVariables: { '--w3m-z-index': 10, '--apkt-accent': 'x', color: 'red' } as never,
    })
    expect(resolved.themeVariables).toEqual({ '--w3m-z-index': 10, '--w3m-accent': 'x' })
  })

  it('copies the arrays it is given so later mutation by the dApp does not leak in', () => {
    const featured = ['a']
    const networks: [CaipNetwork] = [mainnet]
    const resolved = normalizeAppKitOptions({ ...minimal, networks, featuredWalletIds: featured })
    featured.push('b')
    networks.push(base)
    expect(resolved.featuredWalletIds).toEqual(['a'])
    expect(resolved.networks).toEqual([mainnet])
  })

  it('the default network is the first network; none when the list is empty', () => {
    expect(normalizeAppKitOptions({ networks: [] as never }).defaultNetwork).toBe(undefined)
    expect(normalizeAppKitOptions(minimal).defaultNetwork).toBe(mainnet)
  })
})

/**
 * What viem 2's `defineChain` returns (viem is not a dependency of the core; apps/compat runs the real one): the
 * chain with `formatters`, `fees` and `serializers` undefined and an `extend` function, no namespace, no CAIP id.
 */
function viemDefineChain<const chain extends { id: number; name: string }>(chain: chain) {
  const instance = { formatters: undefined, fees: undefined, serializers: undefined, ...chain }
  return Object.assign(instance, { extend: (extended: object) => ({ ...instance, ...extended }) })
}

const viemDevnet = viemDefineChain({
  id: 31337,
  name: 'Local Chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})
// An OP Stack chain as viem/chains has it: contracts on the L1 are keyed by the L1's chain id.
const viemOptimism = viemDefineChain({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 4286263 },
    l2OutputOracle: { 1: { address: '0xdfe97868233d1aa22e815a266982f2cf17685a27' } },
  },
  sourceId: 1,
})

describe('normalizeAppKitOptions: networks as dApps write them', () => {
  it('takes viem defineChain chains (no namespace, no CAIP id) as eip155 with eip155:<id>', () => {
    const { networks, defaultNetwork } = normalizeAppKitOptions({ networks: [viemDevnet, viemOptimism] })
    expect(networks.map((network) => [network.chainNamespace, network.caipNetworkId])).toEqual([
      ['eip155', 'eip155:31337'],
      ['eip155', 'eip155:10'],
    ])
    expect(defaultNetwork).toBe(networks[0])
    // The rest of the chain is kept as viem wrote it (the wagmi adapter hands it back to viem).
    expect(networks[1]?.contracts).toBe(viemOptimism.contracts)
    expect(networks[0]?.rpcUrls).toBe(viemDevnet.rpcUrls)
  })

  it('takes AppKit-shaped networks with a caipNetworkId string, deriving the namespace from it', () => {
    const { networks } = normalizeAppKitOptions({
      networks: [
        { ...viemDevnet, caipNetworkId: 'eip155:31337' },
        {
          ...viemDevnet,
          id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        },
      ],
    })
    expect(networks.map((network) => network.chainNamespace)).toEqual(['eip155', 'solana'])
  })

  it('keeps our presets (complete networks) as the same objects', () => {
    const { networks, defaultNetwork } = normalizeAppKitOptions({
      networks: [mainnet, base],
      defaultNetwork: base,
    })
    expect(networks[0]).toBe(mainnet)
    expect(networks[1]).toBe(base)
    expect(defaultNetwork).toBe(base)
  })

  it('a viem defaultNetwork resolves to the configured network with its CAIP id', () => {
    const { networks, defaultNetwork } = normalizeAppKitOptions({
      networks: [mainnet, viemDevnet],
      defaultNetwork: viemDevnet,
    })
    expect(defaultNetwork).toBe(networks[1])
    expect(defaultNetwork?.caipNetworkId).toBe('eip155:31337')
  })

  it('a defaultNetwork outside `networks` is made complete too', () => {
    const { defaultNetwork } = normalizeAppKitOptions({ networks: [mainnet], defaultNetwork: viemOptimism })
    expect(defaultNetwork).toMatchObject({ chainNamespace: 'eip155', caipNetworkId: 'eip155:10' })
  })
})

describe('normalizeAppKitOptions: legacy and feature aliases', () => {
  it('showWallets: false (the legacy alias) turns enableWallets off; enableWallets wins when both are set', () => {
    expect(normalizeAppKitOptions({ ...minimal, showWallets: false }).enableWallets).toBe(false)
    expect(normalizeAppKitOptions({ ...minimal, showWallets: true }).enableWallets).toBe(true)
    expect(
      normalizeAppKitOptions({ ...minimal, showWallets: false, enableWallets: true }).enableWallets,
    ).toBe(true)
  })

  it('features.allWallets: false hides the All wallets entry (allWallets HIDE), whatever allWallets says', () => {
    expect(normalizeAppKitOptions({ ...minimal, features: { allWallets: false } }).allWallets).toBe('HIDE')
    expect(
      normalizeAppKitOptions({ ...minimal, allWallets: 'SHOW', features: { allWallets: false } }).allWallets,
    ).toBe('HIDE')
    expect(
      normalizeAppKitOptions({ ...minimal, allWallets: 'ONLY_MOBILE', features: { allWallets: true } })
        .allWallets,
    ).toBe('ONLY_MOBILE')
  })
})
