import { type Connection, PublicKey } from '@solana/web3.js'
import { buildNativeTransfer } from '../transactions/buildNativeTransfer.ts'
import { buildTokenTransfer } from '../transactions/buildTokenTransfer.ts'
import { readMint } from '../transactions/readMint.ts'
import { solanaPrograms, TOKEN_ACCOUNT_SIZE } from '../transactions/solanaPrograms.ts'
import { estimateTransactionFee } from './estimateTransactionFee.ts'

export interface EstimateSendFeeParameters {
  connection: Connection
  sender: PublicKey
  receiver: PublicKey
  /** In lamports, or in the token's smallest unit with `token`. */
  amount: bigint
  token?: { address: string; decimals: number } | undefined
}

/**
 * What a send costs the sender in lamports beyond the amount: the network fee of the very transaction it would sign
 * (`getFeeForMessage`), plus, for a token send to a receiver without a token account, the rent of the account the
 * send creates (the visitor pays that too, so the view shows it).
 *
 * @example await estimateSendFee({ connection, sender, receiver, amount: 1n }) // 5000n
 */
export async function estimateSendFee(parameters: EstimateSendFeeParameters): Promise<bigint> {
  const { connection, sender, receiver, amount, token } = parameters
  if (!token) {
    const transaction = await buildNativeTransfer({ connection, sender, receiver, lamports: amount })
    return estimateTransactionFee(connection, transaction)
  }
  const mint = await readMint(connection, new PublicKey(token.address))
  const { transaction, createsAccount } = await buildTokenTransfer({
    connection,
    sender,
    receiver,
    mint,
    amount,
    decimals: token.decimals,
  })
  const fee = await estimateTransactionFee(connection, transaction)
  if (!createsAccount) return fee
  const size = mint.tokenProgram.equals(solanaPrograms.token2022)
    ? TOKEN_ACCOUNT_SIZE.token2022
    : TOKEN_ACCOUNT_SIZE.token
  return fee + BigInt(await connection.getMinimumBalanceForRentExemption(size))
}
