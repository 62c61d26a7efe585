import type { AdapterWriteContractParameters } from '@org/appkit-core'
import { type Config, writeContract as wagmiWriteContract } from '@wagmi/core'
import { type Abi, getAddress, type Hash } from 'viem'
import { toCoreError } from '../errors/toCoreError.ts'
import { toTransactionHash } from './toTransactionHash.ts'

/** The adapter's contract call, on a configured chain id instead of a CAIP network. */
export type WriteContractParameters = Omit<AdapterWriteContractParameters, 'network'> & { chainId: number }

/**
 * Asks the wallet to call `method` of a contract on `chainId`; failures as core errors. Part of the adapter's lazy
 * module (`wagmiRuntime.ts`): viem's ABI encoder and contract errors are not part of the eager bundle.
 *
 * @example
 * await writeContract(config, { chainId: 1, address, contractAddress, abi: erc20Abi, method: 'transfer', args })
 */
export async function writeContract(config: Config, parameters: WriteContractParameters): Promise<Hash> {
  try {
    const hash = await wagmiWriteContract(config, {
      chainId: parameters.chainId,
      account: getAddress(parameters.address),
      address: getAddress(parameters.contractAddress),
      // The ABI arrives untyped through the core contract; viem checks it against `method` and `args` at runtime.
      abi: parameters.abi as Abi,
      functionName: parameters.method,
      args: parameters.args,
    } as Parameters<typeof wagmiWriteContract>[1])
    return toTransactionHash(hash)
  } catch (error) {
    throw toCoreError(error, { chainId: parameters.chainId })
  }
}
