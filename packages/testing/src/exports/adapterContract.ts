// The shared ChainAdapter contract suite (Vitest): every real adapter's tests run it against their local chain and
// dev wallet, and the mock adapter runs its chain-free part. Kept off the main entry, which browsers bundle.
export type {
  ContractChain,
  ContractOffers,
  ContractPage,
  ContractWallet,
  ContractWalletPolicy,
  DescribeChainAdapterContractParameters,
} from '../adapterContract/ChainAdapterContract.ts'
export { describeChainAdapterContract } from '../adapterContract/describeChainAdapterContract.ts'
export { describeChainFreeContract } from '../adapterContract/describeChainFreeContract.ts'
export { recordEvents } from '../adapterContract/recordEvents.ts'
