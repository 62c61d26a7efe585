/// <reference path="../elements/jsx.d.ts" preserve="true" />
// @org/appkit/react: `createAppKit`, the hooks, <AppKitProvider> and the button components, as in Reown AppKit's
// React entry. Importing it has no side effects and is safe on a server.

export type { CreateAppKitOptions as AppKitOptions, CreateAppKitOptions } from '../createAppKit.ts'
// Every error a dApp can catch (README "Errors").
export * from '../errorClasses.ts'
export { AppKitProvider, type AppKitProviderProps } from '../react/AppKitProvider.tsx'
export {
  AppKitAccountButton,
  type AppKitAccountButtonProps,
} from '../react/components/AppKitAccountButton.tsx'
export { AppKitButton, type AppKitButtonProps } from '../react/components/AppKitButton.tsx'
export {
  AppKitConnectButton,
  type AppKitConnectButtonProps,
} from '../react/components/AppKitConnectButton.tsx'
export {
  AppKitNetworkButton,
  type AppKitNetworkButtonProps,
} from '../react/components/AppKitNetworkButton.tsx'
export { createAppKit } from '../react/createAppKit.ts'
export { type UseAppKitReturnType, useAppKit } from '../react/hooks/useAppKit.ts'
export { type UseAppKitAccountParameters, useAppKitAccount } from '../react/hooks/useAppKitAccount.ts'
export {
  type FetchBalanceResult,
  type UseAppKitBalanceReturnType,
  useAppKitBalance,
} from '../react/hooks/useAppKitBalance.ts'
export { useAppKitEvents } from '../react/hooks/useAppKitEvents.ts'
export { type UseAppKitNetworkReturnType, useAppKitNetwork } from '../react/hooks/useAppKitNetwork.ts'
export { type UseAppKitProviderReturnType, useAppKitProvider } from '../react/hooks/useAppKitProvider.ts'
export { useAppKitState } from '../react/hooks/useAppKitState.ts'
export { type UseAppKitThemeReturnType, useAppKitTheme } from '../react/hooks/useAppKitTheme.ts'
export {
  type DisconnectParameters,
  type UseDisconnectReturnType,
  useDisconnect,
} from '../react/hooks/useDisconnect.ts'
export { useWalletInfo } from '../react/hooks/useWalletInfo.ts'
// The types a dApp imports from either entry.
export type * from './publicTypes.ts'
