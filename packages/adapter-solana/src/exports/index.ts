// @org/appkit-adapter-solana: the solana chain adapter (Wallet Standard wallets, wallet adapters, WalletConnect) and
// the provider it hands to the dApp.
import type { ChainNamespace } from '@org/appkit-core'

export {
  InvalidWalletAnswerError,
  WalletFeatureMissingError,
} from '../connectors/createStandardConnector.ts'
export type { SolanaWalletConnectMethods } from '../connectors/createWalletConnectConnector.ts'
export { SolanaSendFailedError } from '../errors/SolanaSendFailedError.ts'
export type { SolanaConnectionSettings } from '../network/SolanaConnectionSettings.ts'
export { SolanaAdapter, type SolanaAdapterParameters } from '../SolanaAdapter.ts'
export type { AnyTransaction, SolanaProvider } from '../SolanaProvider.ts'

/** The chain namespace this adapter serves. */
export const namespace: ChainNamespace = 'solana'
