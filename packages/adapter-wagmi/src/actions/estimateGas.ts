import { type Config, estimateGas as wagmiEstimateGas } from '@wagmi/core'
import { toCoreError } from '../errors/toCoreError.ts'
import { type ChainTransactionParameters, toWalletTransaction } from './toWalletTransaction.ts'

/**
 * The gas a transaction would use on `chainId`, estimated by the node for the sender (`gas` and `gasPrice` are not
 * read); failures as core errors. Part of the adapter's lazy module (`wagmiRuntime.ts`), so viem's estimation
 * code is not part of the eager bundle.
 *
 * @example
 * await estimateGas(config, { chainId: 1, address: '0xf39F…2266', to: '0x7099…79C8', value: 1n }) // 21000n
 */
export async function estimateGas(config: Config, parameters: ChainTransactionParameters): Promise<bigint> {
  try {
    return await wagmiEstimateGas(config, toWalletTransaction(parameters))
  } catch (error) {
    throw toCoreError(error, { chainId: parameters.chainId })
  }
}
