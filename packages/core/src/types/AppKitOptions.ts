import type { AccountType } from './AccountType.ts'
import type { AppKitNetwork } from './AppKitNetwork.ts'
import type { CaipNetworkId, ChainNamespace } from './ChainNamespace.ts'
import type { Features } from './Features.ts'
import type { ThemeMode } from './ThemeMode.ts'
import type { ThemeVariables } from './ThemeVariables.ts'

/** App metadata handed to WalletConnect and the secure site; `url` must match the page origin for Verify. */
export interface AppKitMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** A wallet the dApp adds to the list itself (explorer-style snake_case fields, as dApps already write them). */
export interface CustomWallet {
  id: string
  name: string
  homepage?: string
  image_url?: string
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
  app_store?: string
  play_store?: string
}

/** Whether the "All wallets" entry is shown. */
export type AllWalletsMode = 'SHOW' | 'HIDE' | 'ONLY_MOBILE'

export type CoinbasePreference = 'all' | 'smartWalletOnly' | 'eoaOnly'

export interface CustomRpcUrl {
  url: string
  config?: Record<string, unknown>
}

/** Overrides of what the WalletConnect proposal asks for, per namespace (reference §4.1). */
export interface UniversalProviderConfigOverride {
  methods?: Readonly<Record<string, readonly string[]>>
  chains?: Readonly<Record<string, readonly string[]>>
  events?: Readonly<Record<string, readonly string[]>>
  rpcMap?: Readonly<Record<string, string>>
  defaultChain?: string
}

/**
 * The options of `createAppKit` that the core reads (reference §4.1 names), plus our endpoint options. Adapters
 * are added by the composition root, which owns the `ChainAdapter` contract. `siwx` and `siweConfig` are opaque
 * here: the sign-in controller owns their shapes.
 */
export interface AppKitOptions {
  /** Cloud project id; a missing one raises the 'Project ID Not Configured' alert instead of throwing. */
  projectId?: string
  /** Non-empty: presets, AppKit-shaped networks or viem chains (a network without a namespace is eip155). */
  networks: readonly [AppKitNetwork, ...AppKitNetwork[]]
  /** Initial network; default: the first of `networks`. */
  defaultNetwork?: AppKitNetwork
  metadata?: AppKitMetadata
  /** Merged over DEFAULT_FEATURES. */
  features?: Features
  featuredWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  customWallets?: readonly CustomWallet[]
  allWallets?: AllWalletsMode
  chainImages?: Readonly<Record<string | number, string>>
  connectorImages?: Readonly<Record<string, string>>
  /** Per network, the token whose balance is shown as "the" balance. */
  tokens?: Readonly<Record<CaipNetworkId, { address: string; image?: string }>>
  customRpcUrls?: Readonly<Record<CaipNetworkId, readonly CustomRpcUrl[]>>
  siwx?: object
  /** Legacy sign-in; setting it together with `siwx` throws. */
  siweConfig?: object
  /** Show wallet connectors at all (email/social-only when false). */
  enableWallets?: boolean
  /** Legacy alias of `enableWallets`; `enableWallets` wins when both are set. */
  showWallets?: boolean
  enableWalletConnect?: boolean
  enableInjected?: boolean
  enableEIP6963?: boolean
  enableCoinbase?: boolean
  enableBaseAccount?: boolean
  coinbasePreference?: CoinbasePreference
  enableReconnect?: boolean
  enableWalletGuide?: boolean
  enableNetworkSwitch?: boolean
  /** Render the modal inline instead of over the page. */
  enableEmbedded?: boolean
  enableMobileFullScreen?: boolean
  enableAuthLogger?: boolean
  allowUnsupportedChain?: boolean
  experimental_preferUniversalLinks?: boolean
  /** Do not append the modal to the page: the dApp places `<appkit-modal>` itself. */
  disableAppend?: boolean
  /** The dApp drives the WalletConnect session; the modal only shows the QR code. */
  manualWCControl?: boolean
  /** Overrides of the WalletConnect proposal (methods, chains, events, rpcMap, defaultChain). */
  universalProviderConfigOverride?: UniversalProviderConfigOverride
  /** Merged over DEFAULT_ACCOUNT_TYPES. */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  /** Default: `system` (follows the visitor's preference). */
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /** Show developer alerts. */
  debug?: boolean
  /** UI locale (BCP 47); English is bundled. */
  locale?: string
  /** Blockchain API base URL (balances, history, swaps, names, on-ramp). */
  apiUrl?: string
  /** Wallet registry base URL. */
  explorerUrl?: string
  /** WalletConnect relay URL. */
  relayUrl?: string
  /** Embedded-wallet secure site origin. */
  secureSiteUrl?: string
  /** WalletConnect Verify server; `false` disables verification. */
  verifyUrl?: string | false
}
