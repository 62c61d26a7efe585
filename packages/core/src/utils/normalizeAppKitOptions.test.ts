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

  it('themeVariables keep only the --w3m-* keys', () => {
    const resolved = normalizeAppKitOptions({
      ...minimal,
      themeVariables: { '--w3m-z-index': 10, '--apkt-accent': 'x' } as never,
    })
    expect(resolved.themeVariables).toEqual({ '--w3m-z-index': 10 })
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
