import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { encodeBase64 } from '../encoding/encodeBase64.ts'
import { solanaProgramIds } from '../requests/solanaProgramIds.ts'

/** A blockhash for transactions that are only decoded or signed, never sent. */
export const testBlockhash = 'EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYxrxmwP9fk8cVd'

/** A legacy transaction moving `lamports` from `from` (the fee payer) to `to`, base64 as a dApp sends it. */
export function createSolTransfer(
  from: PublicKey,
  to: PublicKey,
  lamports: number,
  blockhash = testBlockhash,
) {
  const transaction = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }),
  )
  return encodeBase64(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
}

/** SPL Token `TransferChecked`: u8 12, u64 amount (little-endian), u8 decimals. */
export function createTransferCheckedInstruction(fields: {
  source: PublicKey
  mint: PublicKey
  destination: PublicKey
  owner: PublicKey
  amount: bigint
  decimals: number
}) {
  const data = new Uint8Array(10)
  data[0] = 12
  new DataView(data.buffer).setBigUint64(1, fields.amount, true)
  data[9] = fields.decimals
  return new TransactionInstruction({
    programId: new PublicKey(solanaProgramIds.token),
    keys: [
      { pubkey: fields.source, isSigner: false, isWritable: true },
      { pubkey: fields.mint, isSigner: false, isWritable: false },
      { pubkey: fields.destination, isSigner: false, isWritable: true },
      { pubkey: fields.owner, isSigner: true, isWritable: false },
    ],
    data: Buffer.from(data),
  })
}

/** The associated token program's CreateIdempotent (data `[1]`). */
export function createAtaIdempotentInstruction(
  payer: PublicKey,
  ata: PublicKey,
  owner: PublicKey,
  mint: PublicKey,
) {
  return new TransactionInstruction({
    programId: new PublicKey(solanaProgramIds.associatedToken),
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: ata, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: new PublicKey(solanaProgramIds.token), isSigner: false, isWritable: false },
    ],
    data: Buffer.from([1]),
  })
}

/** A v0 transaction of `instructions` paid by `payer`, base64, unsigned. */
export function createV0Transaction(
  payer: PublicKey,
  instructions: TransactionInstruction[],
  blockhash = testBlockhash,
) {
  const message = new TransactionMessage({ payerKey: payer, recentBlockhash: blockhash, instructions })
  return encodeBase64(new VersionedTransaction(message.compileToV0Message()).serialize())
}

export const randomKey = () => Keypair.generate().publicKey
