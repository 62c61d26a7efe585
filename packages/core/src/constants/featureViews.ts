import type { SocialProvider } from '../types/Features.ts'
import type { RouterView } from '../types/RouterView.ts'

/** The features the modal offers an entry for (a field, a button), each opening one view. */
export type EntryFeature = 'email' | 'onramp' | 'swaps' | 'receive' | 'send' | 'names'

/**
 * The view each feature's entry opens: the email field hands the address to the embedded wallet's email flow, the
 * wallet feature buttons open their flows, the name entry the name chooser. A feature whose view the UI does not
 * render is not available (getAvailableFeatures).
 */
export const FEATURE_VIEWS = {
  email: 'EmailLogin',
  onramp: 'OnRampProviders',
  swaps: 'Swap',
  receive: 'WalletReceive',
  send: 'WalletSend',
  names: 'ChooseAccountName',
} as const satisfies Record<EntryFeature, RouterView>

/** The view each social login opens: Farcaster shows its QR code, the others the provider's window. */
export const SOCIAL_LOGIN_VIEWS = {
  google: 'ConnectingSocial',
  x: 'ConnectingSocial',
  discord: 'ConnectingSocial',
  farcaster: 'ConnectingFarcaster',
  github: 'ConnectingSocial',
  apple: 'ConnectingSocial',
  facebook: 'ConnectingSocial',
} as const satisfies Record<SocialProvider, RouterView>
