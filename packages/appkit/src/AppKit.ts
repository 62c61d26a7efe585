import type {
  AccountType,
  AdapterAccount,
  AppKitNetwork,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  ConnectionStatus,
  ConnectMethod,
  ConnectorType,
  EventRecord,
  Features,
  OpenView,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
  WalletConnectProvider,
  WalletFeature,
} from '@org/appkit-core'
import type {
  ConnectedWalletInfo,
  RouterTransactionStatus,
  RouterView,
  RuntimeAppKitOptions,
} from '@org/appkit-core/internal'

/** What `open()` accepts (reference §4.2): a public view, the namespace to connect, and a view's presets. */
export interface OpenOptions {
  view?: OpenView
  /** Opens for one namespace (a connect button's `namespace`). */
  namespace?: ChainNamespace
  /** Presets for the view, e.g. `WalletSend`'s `{ amount, assetAddress, namespace, to, chainId }`. */
  arguments?: Record<string, unknown>
}

/** The embedded (email/social) wallet's account, when that is the connection. */
export interface EmbeddedWalletInfo {
  user: { email?: string; username?: string } | undefined
  authProvider: SocialProvider | 'email'
  accountType: AccountType
  isSmartAccountDeployed: boolean
}

/** `getAccount()` and `useAppKitAccount()` (reference §4.3). */
export interface AppKitAccount {
  allAccounts: readonly AdapterAccount[]
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: ConnectionStatus | undefined
  embeddedWalletInfo: EmbeddedWalletInfo | undefined
}

/** The active network of a namespace: `subscribeNetwork()` and `useAppKitNetwork()` without the action. */
export interface AppKitNetworkState {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
  /** The networks the connected wallet approved; undefined when it supports them all. */
  approvedCaipNetworkIds: readonly CaipNetworkId[] | undefined
  supportsAllNetworks: boolean
}

/** `getState()`, `subscribeState()` and `useAppKitState()`. */
export interface PublicState {
  open: boolean
  loading: boolean
  /** True once the instance started in the browser (connectors synced, sessions restored). */
  initialized: boolean
  selectedNetworkId: CaipNetworkId | undefined
  activeChain: ChainNamespace | undefined
}

/** `subscribeTheme()` and the state half of `useAppKitTheme()`. */
export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

export type WalletInfo = ConnectedWalletInfo

export interface SwitchNetworkOptions {
  /** Reject when the wallet refuses or fails the switch; by default such a failure leaves the network as it was. */
  throwOnFailure?: boolean
}

/**
 * The instance `createAppKit` returns: the reference's instance methods (§4.2) that the core backs. Every
 * subscription returns its unsubscribe function; subscribers are called after a change, not on subscribe.
 */
export interface AppKit {
  // --- modal
  /** Opens the modal (mounting it on the first call, in a browser); resolves once it is mounted. */
  open(options?: OpenOptions): Promise<void>
  close(): Promise<void>
  isOpen(): boolean
  /** Pushes `view` onto the modal's history. */
  redirect(view: RouterView): void
  /** Replaces the current view. */
  replace(view: RouterView): void
  popTransactionStack(status: RouterTransactionStatus): void
  isTransactionStackEmpty(): boolean
  setLoading(loading: boolean): void
  showErrorMessage(message: string): void
  showSuccessMessage(message: string): void

  // --- account and network
  getAddress(namespace?: ChainNamespace): string | undefined
  getCaipAddress(namespace?: ChainNamespace): CaipAddress | undefined
  getAccount(namespace?: ChainNamespace): AppKitAccount
  getIsConnectedState(): boolean
  getChainId(): number | string | undefined
  getCaipNetwork(namespace?: ChainNamespace, id?: number | string): CaipNetwork | undefined
  getCaipNetworkId(): CaipNetworkId | undefined
  getCaipNetworks(namespace?: ChainNamespace): readonly CaipNetwork[]
  getActiveChainNamespace(): ChainNamespace | undefined
  /** Switches to one of the configured networks, written as in `networks` (a viem chain is eip155). */
  switchNetwork(network: AppKitNetwork, options?: SwitchNetworkOptions): Promise<void>
  /** Adds a network to `namespace`'s list; a network without a namespace (a viem chain) is eip155. */
  addNetwork(namespace: ChainNamespace, network: AppKitNetwork): void
  removeNetwork(namespace: ChainNamespace, id: CaipNetworkId | number | string): void
  /** Requested networks the connected wallet did not approve. */
  getDisabledCaipNetworks(): readonly CaipNetwork[]
  /** Disconnects `namespace`, or every connected one; rejects with the DisconnectError on failure. */
  disconnect(namespace?: ChainNamespace): Promise<void>

  // --- wallet
  getWalletInfo(namespace?: ChainNamespace): WalletInfo | undefined
  /** The connector type behind the namespace's connection (INJECTED, WALLET_CONNECT, ...). */
  getProviderType(namespace: ChainNamespace): ConnectorType | undefined
  getWalletProviderType(): ConnectorType | undefined
  /** The connected wallet's own provider in `namespace` (EIP-1193 on eip155); undefined when not connected. */
  getProvider<T = unknown>(namespace: ChainNamespace): T | undefined
  /** The wallet provider of the active namespace. */
  getWalletProvider<T = unknown>(): T | undefined
  /** The page's WalletConnect `UniversalProvider` (its SDK loads on this call); undefined when WalletConnect is off. */
  getUniversalProvider(): Promise<WalletConnectProvider | undefined>
  getPreferredAccountType(namespace: ChainNamespace): AccountType

  // --- subscriptions
  subscribeAccount(callback: (account: AppKitAccount) => void, namespace?: ChainNamespace): () => void
  subscribeNetwork(callback: (network: AppKitNetworkState) => void, namespace?: ChainNamespace): () => void
  subscribeWalletInfo(
    callback: (info: WalletInfo | undefined) => void,
    namespace?: ChainNamespace,
  ): () => void
  subscribeState(callback: (state: PublicState) => void): () => void
  subscribeTheme(callback: (theme: ThemeState) => void): () => void
  /** Every tracked event, as it happens. */
  subscribeEvents(callback: (event: EventRecord) => void): () => void
  subscribeCaipNetworkChange(callback: (network: CaipNetwork | undefined) => void): () => void

  // --- theme
  getThemeMode(): ThemeMode
  setThemeMode(mode: ThemeMode): void
  getThemeVariables(): ThemeVariables
  setThemeVariables(variables: ThemeVariables): void

  // --- options at runtime
  updateFeatures(features: Features): void
  updateOptions(options: RuntimeAppKitOptions): void
  setConnectMethodsOrder(order: readonly ConnectMethod[] | undefined): void
  setWalletFeaturesOrder(order: readonly WalletFeature[]): void
  setSocialsOrder(socials: readonly SocialProvider[] | false): void
  setCollapseWallets(collapse: boolean): void
  setTermsConditionsUrl(url: string | undefined): void
  setPrivacyPolicyUrl(url: string | undefined): void

  // --- other
  getSIWX<T extends object = object>(): T | undefined
  getState(): PublicState
  /** The last tracked event. */
  getEvent(): EventRecord
  /** Resolves once the instance started (immediately on a server, where it never starts). */
  ready(): Promise<void>
}
