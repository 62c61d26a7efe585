/// <reference path="../elements/jsx.d.ts" preserve="true" />
// @org/appkit: the framework-free entry. `createAppKit` builds the instance (the modal loads on the first
// `open()`), `defineAppKitElements` the `appkit-*` custom elements; network presets live in `@org/appkit/networks`.

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
export type { CreateAppKitOptions as AppKitOptions } from '../createAppKit.ts'
export { type CreateAppKitOptions, createAppKit } from '../createAppKit.ts'
export { APPKIT_ELEMENT_TAGS, type AppKitElementTag } from '../elements/appKitElementTags.ts'
export { defineAppKitElements } from '../elements/defineAppKitElements.ts'
export type { AppKitElementProps } from '../elements/readElementProps.ts'
// Every error a dApp can catch (README "Errors").
export * from '../errorClasses.ts'
export { defineNetwork } from '../networks/defineNetwork.ts'
