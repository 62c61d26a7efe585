import type { AdapterTransactionParameters } from '@org/appkit-core'
import { type Config, estimateGas as wagmiEstimateGas } from '@wagmi/core'
import { getAddress, type Hex } from 'viem'

/** The adapter's transaction, on a configured chain id instead of a CAIP network; `gas` and `gasPrice` are not read. */
export type EstimateGasParameters = Omit<AdapterTransactionParameters, 'network'> & { chainId: number }

/**
 * The gas a transaction would use on `chainId`, estimated by the node for the sender. Loaded with `import()` by
 * `WagmiAdapter.estimateGas`, so viem's estimation code is not part of the eager bundle.
 *
 * @example
 * await estimateGas(config, { chainId: 1, address: '0xf39F…2266', to: '0x7099…79C8', value: 1n }) // 21000n
 */
export async function estimateGas(config: Config, parameters: EstimateGasParameters): Promise<bigint> {
  return wagmiEstimateGas(config, {
    chainId: parameters.chainId,
    account: getAddress(parameters.address),
    to: getAddress(parameters.to),
    value: parameters.value,
    ...(parameters.data ? { data: parameters.data as Hex } : {}),
  })
}
