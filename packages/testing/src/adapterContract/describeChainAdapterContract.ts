import type { DescribeChainAdapterContractParameters } from './ChainAdapterContract.ts'
import { describeChainFreeContract } from './describeChainFreeContract.ts'
import { describeOnChainContract } from './describeOnChainContract.ts'

/**
 * The shared contract suite every chain adapter runs (docs/architecture.md "Adapters"): the chain-free part always
 * (shape, capabilities matching methods, connect / reconnect / disconnect, wallet events, signing, approve / reject /
 * hang mapped into core errors), and with `chain` the part on the namespace's local chain (balances, native and
 * token sends moving funds, fees, switching, unknown networks). Call it at the top level of a test file.
 *
 * @example
 * describeChainAdapterContract({ name: 'WagmiAdapter', loadPage, offers, chain: () => ({ receiver, token }) })
 */
export function describeChainAdapterContract(parameters: DescribeChainAdapterContractParameters): void {
  describeChainFreeContract(parameters)
  const { chain } = parameters
  if (chain) describeOnChainContract({ ...parameters, chain })
}
