import { type Config, waitForTransactionReceipt } from '@wagmi/core'
import { toCoreError } from '../errors/toCoreError.ts'
import { toTransactionHash } from './toTransactionHash.ts'

/** How long the adapter waits for a transaction to be included before it gives up. */
export const TRANSACTION_WAIT_TIMEOUT_MS = 5 * 60_000

export interface WaitForTransactionParameters {
  hash: string
  chainId: number
}

/**
 * Resolves once the transaction `hash` is in a block on `chainId` (its receipt, whatever its status); failures and
 * the time limit as core errors. Part of the adapter's lazy module (`wagmiRuntime.ts`).
 *
 * @example await waitForTransaction(config, { hash: '0x…', chainId: 1 })
 */
export async function waitForTransaction(
  config: Config,
  { hash, chainId }: WaitForTransactionParameters,
  timeout: number = TRANSACTION_WAIT_TIMEOUT_MS,
): Promise<void> {
  try {
    await waitForTransactionReceipt(config, { hash: toTransactionHash(hash), chainId, timeout })
  } catch (error) {
    throw toCoreError(error)
  }
}
