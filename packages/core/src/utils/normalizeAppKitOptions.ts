import { BLOCKCHAIN_API_URL, WALLET_REGISTRY_URL } from '../api/apiUrls.ts'
import { DEFAULT_ACCOUNT_TYPES, DEFAULT_FEATURES } from '../constants/featureDefaults.ts'
import { SiweAndSiwxConflictError } from '../errors/SiweAndSiwxConflictError.ts'
import type { AppKitNetwork } from '../types/AppKitNetwork.ts'
import type { AppKitOptions } from '../types/AppKitOptions.ts'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import type { ResolvedAppKitOptions, ResolvedFeatures } from '../types/ResolvedAppKitOptions.ts'
import { mergeDefined } from './mergeDefined.ts'
import { pickThemeVariables } from './pickThemeVariables.ts'
import { toCaipNetwork } from './toCaipNetwork.ts'

/** The hosted services used when a dApp does not point the endpoint options at its own stack. */
export const DEFAULT_ENDPOINTS = {
  apiUrl: BLOCKCHAIN_API_URL,
  explorerUrl: WALLET_REGISTRY_URL,
  relayUrl: 'wss://relay.walletconnect.org',
  secureSiteUrl: 'https://secure.walletconnect.org',
  verifyUrl: 'https://verify.walletconnect.org',
} as const

export const DEFAULT_LOCALE = 'en'

const DEFAULT_RESOLVED_FEATURES: ResolvedFeatures = { ...DEFAULT_FEATURES, connectMethodsOrder: undefined }

function endpoint(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim()
  return (trimmed || fallback).replace(/\/+$/, '')
}

/**
 * The default network as a complete network: the configured one with the same CAIP id when there is one (so the
 * active network is the very object `networks` holds), else the given one made complete.
 */
function toDefaultNetwork(
  network: AppKitNetwork | undefined,
  networks: readonly CaipNetwork[],
): CaipNetwork | undefined {
  if (!network) return networks[0]
  const complete = toCaipNetwork(network)
  return networks.find((known) => known.caipNetworkId === complete.caipNetworkId) ?? complete
}

/**
 * Applies the reference defaults to `createAppKit` options. Networks are taken as dApps write them (presets,
 * AppKit-shaped networks, viem chains: a network without a namespace is eip155) and come out complete
 * (`toCaipNetwork`), `defaultNetwork` included. `showWallets: false` (the legacy alias) turns `enableWallets` off
 * unless that is set, and `features.allWallets: false` hides the All wallets entry (`allWallets: 'HIDE'`). Throws SiweAndSiwxConflictError when both `siweConfig`
 * and `siwx` are set (spec §5); a missing project id is only flagged (`isProjectIdConfigured`), never thrown.
 *
 * @example normalizeAppKitOptions({ projectId: 'abc', networks: [mainnet] }).defaultNetwork // mainnet
 */
export function normalizeAppKitOptions(options: AppKitOptions): ResolvedAppKitOptions {
  if (options.siweConfig != null && options.siwx != null) throw new SiweAndSiwxConflictError()
  const projectId = options.projectId?.trim() ?? ''
  const networks = (options.networks ?? []).map(toCaipNetwork)
  return {
    projectId,
    isProjectIdConfigured: projectId !== '',
    networks,
    defaultNetwork: toDefaultNetwork(options.defaultNetwork, networks),
    metadata: options.metadata ? { ...options.metadata, icons: [...options.metadata.icons] } : undefined,
    features: mergeDefined(DEFAULT_RESOLVED_FEATURES, options.features),
    featuredWalletIds: [...(options.featuredWalletIds ?? [])],
    includeWalletIds: [...(options.includeWalletIds ?? [])],
    excludeWalletIds: [...(options.excludeWalletIds ?? [])],
    customWallets: (options.customWallets ?? []).map((wallet) => ({ ...wallet })),
    allWallets: options.features?.allWallets === false ? 'HIDE' : (options.allWallets ?? 'SHOW'),
    chainImages: { ...options.chainImages },
    connectorImages: { ...options.connectorImages },
    tokens: { ...options.tokens },
    customRpcUrls: { ...options.customRpcUrls },
    siwx: options.siwx ?? undefined,
    siweConfig: options.siweConfig ?? undefined,
    enableWallets: options.enableWallets ?? options.showWallets ?? true,
    enableWalletConnect: options.enableWalletConnect ?? true,
    enableInjected: options.enableInjected ?? true,
    // The reference documents false but treats undefined as on; dApps rely on the behaviour.
    enableEIP6963: options.enableEIP6963 ?? true,
    enableCoinbase: options.enableCoinbase ?? true,
    enableBaseAccount: options.enableBaseAccount ?? true,
    coinbasePreference: options.coinbasePreference ?? 'all',
    enableReconnect: options.enableReconnect ?? true,
    enableWalletGuide: options.enableWalletGuide ?? true,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    enableEmbedded: options.enableEmbedded ?? false,
    enableMobileFullScreen: options.enableMobileFullScreen ?? false,
    enableAuthLogger: options.enableAuthLogger ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    experimental_preferUniversalLinks: options.experimental_preferUniversalLinks ?? false,
    defaultAccountTypes: mergeDefined({ ...DEFAULT_ACCOUNT_TYPES }, options.defaultAccountTypes),
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    themeMode: options.themeMode ?? 'system',
    themeVariables: pickThemeVariables(options.themeVariables),
    debug: options.debug ?? true,
    locale: options.locale?.trim() || DEFAULT_LOCALE,
    apiUrl: endpoint(options.apiUrl, DEFAULT_ENDPOINTS.apiUrl),
    explorerUrl: endpoint(options.explorerUrl, DEFAULT_ENDPOINTS.explorerUrl),
    relayUrl: endpoint(options.relayUrl, DEFAULT_ENDPOINTS.relayUrl),
    secureSiteUrl: endpoint(options.secureSiteUrl, DEFAULT_ENDPOINTS.secureSiteUrl),
    verifyUrl: options.verifyUrl === false ? false : endpoint(options.verifyUrl, DEFAULT_ENDPOINTS.verifyUrl),
  }
}
