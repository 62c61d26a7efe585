// @org/appkit-adapter-wagmi: the eip155 chain adapter, built on wagmi and viem.
export { UnrecognizedChainError } from '../errors/UnrecognizedChainError.ts'
export type {
  PendingTransactionsFilter,
  WagmiAdapterParameters,
  WagmiConfigParameters,
} from '../WagmiAdapter.ts'
export { WagmiAdapter } from '../WagmiAdapter.ts'
