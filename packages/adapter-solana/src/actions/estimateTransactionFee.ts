import type { Connection, Transaction } from '@solana/web3.js'

/** The node could not price the message (its blockhash expired before the request): a new estimate is needed. */
export class FeeUnavailableError extends Error {
  override name = 'FeeUnavailableError'
  constructor() {
    super('The node returned no fee for the message')
  }
}

/**
 * What the network charges for `transaction`, in lamports (`getFeeForMessage` of its compiled message: signatures
 * and any priority fee the message asks for).
 *
 * @example await estimateTransactionFee(connection, transaction) // 5000n
 */
export async function estimateTransactionFee(
  connection: Connection,
  transaction: Transaction,
): Promise<bigint> {
  const { value } = await connection.getFeeForMessage(transaction.compileMessage())
  if (value === null) throw new FeeUnavailableError()
  return BigInt(value)
}
