import {
  type Connection,
  type PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  type TransactionInstructionCtorFields,
} from '@solana/web3.js'

/** web3.js types instruction data as a Node Buffer; it only reads the bytes, so a Uint8Array serves. */
type InstructionData = TransactionInstructionCtorFields['data']

import { getAssociatedTokenAddress } from './getAssociatedTokenAddress.ts'
import type { SolanaMint } from './readMint.ts'
import { solanaPrograms } from './solanaPrograms.ts'

export interface BuildTokenTransferParameters {
  connection: Connection
  sender: PublicKey
  receiver: PublicKey
  mint: SolanaMint
  /** In the token's smallest unit. */
  amount: bigint
  /** The decimals the amount is in; the token program refuses the transfer if the mint has others. */
  decimals: number
}

export interface TokenTransfer {
  transaction: Transaction
  /** Whether the transfer creates the receiver's associated token account (the sender pays its rent). */
  createsAccount: boolean
}

/** SPL Token `TransferChecked` (instruction 12): u64 LE amount, u8 decimals. */
function transferChecked(parameters: {
  source: PublicKey
  mint: PublicKey
  destination: PublicKey
  owner: PublicKey
  amount: bigint
  decimals: number
  tokenProgram: PublicKey
}): TransactionInstruction {
  const data = new Uint8Array(10)
  data[0] = 12
  new DataView(data.buffer).setBigUint64(1, parameters.amount, true)
  data[9] = parameters.decimals
  return new TransactionInstruction({
    programId: parameters.tokenProgram,
    keys: [
      { pubkey: parameters.source, isSigner: false, isWritable: true },
      { pubkey: parameters.mint, isSigner: false, isWritable: false },
      { pubkey: parameters.destination, isSigner: false, isWritable: true },
      { pubkey: parameters.owner, isSigner: true, isWritable: false },
    ],
    data: data as InstructionData,
  })
}

/** Associated Token Account `CreateIdempotent` (instruction 1): creates the account unless it exists. */
function createAssociatedTokenAccountIdempotent(parameters: {
  payer: PublicKey
  account: PublicKey
  owner: PublicKey
  mint: PublicKey
  tokenProgram: PublicKey
}): TransactionInstruction {
  return new TransactionInstruction({
    programId: solanaPrograms.associatedToken,
    keys: [
      { pubkey: parameters.payer, isSigner: true, isWritable: true },
      { pubkey: parameters.account, isSigner: false, isWritable: true },
      { pubkey: parameters.owner, isSigner: false, isWritable: false },
      { pubkey: parameters.mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: parameters.tokenProgram, isSigner: false, isWritable: false },
    ],
    data: new Uint8Array([1]) as InstructionData,
  })
}

/**
 * An SPL token transfer between the associated token accounts of sender and receiver (`TransferChecked`, so a wrong
 * decimals count fails on chain rather than moving another amount). When the receiver has no such account yet, the
 * transaction first creates it (`CreateIdempotent`, safe if it appears meanwhile), paid by the sender.
 *
 * @example const { transaction, createsAccount } = await buildTokenTransfer({ connection, sender, receiver, mint, amount, decimals: 6 })
 */
export async function buildTokenTransfer(parameters: BuildTokenTransferParameters): Promise<TokenTransfer> {
  const { connection, sender, receiver, mint, amount, decimals } = parameters
  const { tokenProgram } = mint
  const source = getAssociatedTokenAddress(sender, mint.address, tokenProgram)
  const destination = getAssociatedTokenAddress(receiver, mint.address, tokenProgram)
  const [existing, { blockhash, lastValidBlockHeight }] = await Promise.all([
    connection.getAccountInfo(destination),
    connection.getLatestBlockhash(),
  ])
  const createsAccount = existing === null
  const transaction = new Transaction({ feePayer: sender, blockhash, lastValidBlockHeight })
  if (createsAccount) {
    transaction.add(
      createAssociatedTokenAccountIdempotent({
        payer: sender,
        account: destination,
        owner: receiver,
        mint: mint.address,
        tokenProgram,
      }),
    )
  }
  transaction.add(
    transferChecked({
      source,
      mint: mint.address,
      destination,
      owner: sender,
      amount,
      decimals,
      tokenProgram,
    }),
  )
  return { transaction, createsAccount }
}
