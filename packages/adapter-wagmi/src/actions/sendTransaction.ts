import { type Config, sendTransaction as wagmiSendTransaction } from '@wagmi/core'
import type { Hash } from 'viem'
import { toCoreError } from '../errors/toCoreError.ts'
import { toTransactionHash } from './toTransactionHash.ts'
import { type ChainTransactionParameters, toWalletTransaction } from './toWalletTransaction.ts'

/**
 * Asks the wallet to send a transaction on `chainId`; failures as core errors. Part of the adapter's lazy module
 * (`wagmiRuntime.ts`): viem's transaction preparation (fees, nonce, blobs, authorizations) is not part of the eager
 * bundle.
 *
 * @example
 * await sendTransaction(config, { chainId: 1, address: '0xf39F…2266', to: '0x7099…79C8', value: 1n }) // '0x…'
 */
export async function sendTransaction(config: Config, parameters: ChainTransactionParameters): Promise<Hash> {
  try {
    // With `chainId`, wagmi refuses to send when the wallet is on another chain instead of sending there.
    const hash = await wagmiSendTransaction(config, {
      ...toWalletTransaction(parameters),
      ...(parameters.gas === undefined ? {} : { gas: parameters.gas }),
      ...(parameters.gasPrice === undefined ? {} : { gasPrice: parameters.gasPrice }),
    })
    return toTransactionHash(hash)
  } catch (error) {
    throw toCoreError(error, { chainId: parameters.chainId })
  }
}
