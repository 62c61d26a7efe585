import type { AccountType } from './AccountType.ts'
import type {
  AllWalletsMode,
  AppKitMetadata,
  CoinbasePreference,
  CustomRpcUrl,
  CustomWallet,
} from './AppKitOptions.ts'
import type { CaipNetwork } from './CaipNetwork.ts'
import type { CaipNetworkId, ChainNamespace } from './ChainNamespace.ts'
import type { ConnectMethod, Features } from './Features.ts'
import type { ThemeMode } from './ThemeMode.ts'
import type { ThemeVariables } from './ThemeVariables.ts'

/**
 * Features after DEFAULT_FEATURES were applied. `connectMethodsOrder` stays undefined unless set: the connect view
 * derives it from the wallets it shows (spec §2).
 */
export type ResolvedFeatures = Required<Omit<Features, 'connectMethodsOrder'>> & {
  connectMethodsOrder: readonly ConnectMethod[] | undefined
}

/** `createAppKit` options with every default applied: what the OptionsController holds. */
export interface ResolvedAppKitOptions {
  /** Trimmed; '' when missing. */
  projectId: string
  /** False when the project id is missing: the 'Project ID Not Configured' alert was raised. */
  isProjectIdConfigured: boolean
  networks: CaipNetwork[]
  defaultNetwork: CaipNetwork | undefined
  metadata: AppKitMetadata | undefined
  features: ResolvedFeatures
  featuredWalletIds: string[]
  includeWalletIds: string[]
  excludeWalletIds: string[]
  customWallets: CustomWallet[]
  allWallets: AllWalletsMode
  chainImages: Record<string, string>
  connectorImages: Record<string, string>
  tokens: Partial<Record<CaipNetworkId, { address: string; image?: string }>>
  customRpcUrls: Partial<Record<CaipNetworkId, readonly CustomRpcUrl[]>>
  siwx: object | undefined
  siweConfig: object | undefined
  enableWallets: boolean
  enableWalletConnect: boolean
  enableInjected: boolean
  enableEIP6963: boolean
  enableCoinbase: boolean
  enableBaseAccount: boolean
  coinbasePreference: CoinbasePreference
  enableReconnect: boolean
  enableWalletGuide: boolean
  enableNetworkSwitch: boolean
  enableEmbedded: boolean
  enableMobileFullScreen: boolean
  enableAuthLogger: boolean
  allowUnsupportedChain: boolean
  experimental_preferUniversalLinks: boolean
  defaultAccountTypes: Record<ChainNamespace, AccountType>
  termsConditionsUrl: string | undefined
  privacyPolicyUrl: string | undefined
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  debug: boolean
  locale: string
  /** Endpoints without a trailing slash. */
  apiUrl: string
  explorerUrl: string
  relayUrl: string
  secureSiteUrl: string
  verifyUrl: string | false
}
