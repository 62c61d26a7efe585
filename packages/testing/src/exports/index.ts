// @org/appkit-testing (private): fixtures shared by tests, stories and the laboratory.
// The one mock adapter lives in the core (its own tests use it, and the core imports no workspace package).
export type {
  MockAdapter,
  MockAdapterCall,
  MockAdapterParameters,
  MockSignedMessage,
  MockWalletMethod,
  MockWalletPolicy,
  MockWalletRequest,
} from '@org/appkit-core/internal'
export { createMockAdapter, MOCK_ADDRESSES, MOCK_FEE_UNITS } from '@org/appkit-core/internal'
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
export type {
  CreateSolanaDevWalletParameters,
  SolanaDevWallet,
  SolanaDevWalletDecision,
  SolanaDevWalletFeatures,
  SolanaDevWalletPolicy,
  SolanaDevWalletRequest,
  SolanaDevWalletSecretKey,
} from '../solanaDevWallet/createSolanaDevWallet.ts'
export { createSolanaDevWallet } from '../solanaDevWallet/createSolanaDevWallet.ts'
export { registerSolanaDevWallet } from '../solanaDevWallet/registerSolanaDevWallet.ts'
export { solanaDevWalletLocalChain } from '../solanaDevWallet/solanaDevWalletLocalChain.ts'
