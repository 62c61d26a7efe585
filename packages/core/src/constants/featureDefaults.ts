import type { AccountType } from '../types/AccountType.ts'
import type { ChainNamespace } from '../types/ChainNamespace.ts'
import type { ConnectorTypeOrderEntry, Features, SocialProvider, WalletFeature } from '../types/Features.ts'

// The defaults the options resolve to: a module of their own, so a page's first load (which resolves the options)
// takes them without the other product defaults (defaults.ts re-exports them).

/** Default socials, in order (spec §1). */
export const DEFAULT_SOCIALS: readonly SocialProvider[] = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
]

/** Wallet feature order (spec §1). */
export const DEFAULT_WALLET_FEATURES_ORDER: readonly WalletFeature[] = ['onramp', 'swaps', 'receive', 'send']

/** Connector list order (spec §2). */
export const DEFAULT_CONNECTOR_TYPE_ORDER: readonly ConnectorTypeOrderEntry[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]

/** Default features (spec §1). */
export const DEFAULT_FEATURES = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  socials: DEFAULT_SOCIALS,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  reownAuthentication: false,
  headless: false,
  walletFeaturesOrder: DEFAULT_WALLET_FEATURES_ORDER,
  connectorTypeOrder: DEFAULT_CONNECTOR_TYPE_ORDER,
} as const satisfies Features

/** Default account type per namespace (spec §3). */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
}
