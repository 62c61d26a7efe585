// The types both entries (`@org/appkit` and `@org/appkit/react`) export: what a dApp written against AppKit
// imports from either, so one list keeps them the same.

export type {
  AdapterAccount,
  AppKitMetadata,
  AppKitNetwork,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainAdapter,
  ChainNamespace,
  ConnectionStatus,
  CustomWallet,
  EventRecord,
  Features,
  OpenView,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
} from '@org/appkit-core'
export type {
  AppKit,
  AppKitAccount,
  AppKitNetworkState,
  EmbeddedWalletInfo,
  OpenOptions,
  PublicState,
  SwitchNetworkOptions,
  ThemeState,
  WalletInfo,
} from '../AppKit.ts'
