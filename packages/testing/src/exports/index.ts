// @org/appkit-testing (private): fixtures shared by tests, stories and the laboratory.
export type {
  CreateDevWalletParameters,
  DevWallet,
  DevWalletConcurrentPrompts,
  DevWalletDecision,
  DevWalletEventMap,
  DevWalletPolicy,
  DevWalletRequest,
} from '../devWallet/createDevWallet.ts'
export { createDevWallet } from '../devWallet/createDevWallet.ts'
export type { DevWalletChain } from '../devWallet/DevWalletChain.ts'
export type {
  DevWalletAnnounceInfo,
  DevWalletWindow,
  InjectDevWalletOptions,
} from '../devWallet/injectDevWallet.ts'
export { injectDevWallet } from '../devWallet/injectDevWallet.ts'
export { devWalletErrorCodes, ProviderRpcError } from '../devWallet/ProviderRpcError.ts'
export type { DevWalletAccountSource } from '../devWallet/toDevWalletAccount.ts'
export { devWalletTestMnemonic } from '../devWallet/toDevWalletAccount.ts'
export { fixtureNetworks } from '../fixtures/fixtureNetworks.ts'
export type { FixtureWallet } from '../fixtures/fixtureWallets.ts'
export { fixtureWallets } from '../fixtures/fixtureWallets.ts'
