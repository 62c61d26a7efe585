import { type Connection, type PublicKey, SystemProgram, Transaction } from '@solana/web3.js'

export interface BuildNativeTransferParameters {
  connection: Connection
  sender: PublicKey
  receiver: PublicKey
  lamports: bigint
}

/**
 * A SOL transfer (System program `Transfer`) paid by the sender, on the network's latest blockhash.
 *
 * @example const transaction = await buildNativeTransfer({ connection, sender, receiver, lamports: 250_000_000n })
 */
export async function buildNativeTransfer(parameters: BuildNativeTransferParameters): Promise<Transaction> {
  const { connection, sender, receiver, lamports } = parameters
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  return new Transaction({ feePayer: sender, blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({ fromPubkey: sender, toPubkey: receiver, lamports }),
  )
}
