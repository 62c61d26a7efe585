import type { AppKitOptions, ChainAdapter, CreateCoreParameters } from '@org/appkit-core'
import type { WithWalletConnectOptions } from './walletConnect/withWalletConnect.ts'

/**
 * The options of `createAppKit`: the reference's (§4.1) plus `adapters`, and the core's injection points for
 * storage (e.g. cookie storage for SSR) and fetch.
 */
export interface CreateAppKitOptions extends AppKitOptions {
  /** One adapter per namespace (`new WagmiAdapter(...)`, ...); none runs WalletConnect only. */
  adapters?: readonly ChainAdapter[]
  /** Where sessions and preferences persist; default localStorage in a browser, memory on a server. */
  storage?: CreateCoreParameters['storage']
  /** The fetch every API call goes through; default the global one. */
  fetch?: CreateCoreParameters['fetch']
  /** Bring your own `UniversalProvider` (from `@walletconnect/universal-provider`) instead of ours. */
  universalProvider?: WithWalletConnectOptions['universalProvider']
  /**
   * AppKit's WalletConnect-only mode (set by its `/core` entry): here that is `createAppKit` without `adapters`,
   * so `true` is accepted only without adapters.
   */
  basic?: boolean
}
