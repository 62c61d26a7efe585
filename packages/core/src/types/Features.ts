export type SocialProvider = 'google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook'
export type ConnectMethod = 'email' | 'social' | 'wallet'
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'
export type ConnectorTypeOrderEntry =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'

export interface Features {
  swaps?: boolean
  onramp?: boolean
  receive?: boolean
  send?: boolean
  email?: boolean
  emailShowWallets?: boolean
  socials?: readonly SocialProvider[] | false
  history?: boolean
  analytics?: boolean
  allWallets?: boolean
  legalCheckbox?: boolean
  smartSessions?: boolean
  collapseWallets?: boolean
  connectMethodsOrder?: readonly ConnectMethod[]
  walletFeaturesOrder?: readonly WalletFeature[]
  connectorTypeOrder?: readonly ConnectorTypeOrderEntry[]
  /** WalletConnect Pay (reference §4.1). */
  pay?: boolean
  /** Reown's hosted sign-in (reference §4.1). */
  reownAuthentication?: boolean
  /** The headless wallet list (`useAppKitWallets`, reference §4.3). */
  headless?: boolean
}
