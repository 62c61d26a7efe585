import { VersionedTransaction } from '@solana/web3.js'
import type { SolanaWalletAccount } from '../accounts/SolanaWalletAccount.ts'
import type { DecodedSolanaTransaction } from './DecodedSolanaRequest.ts'

/**
 * `transaction` signed by `signers` (each must be one of its required signers), keeping the signatures the dApp
 * already put on it. Legacy and v0 alike: both sign the serialized message.
 *
 * @example const signed = await signSolanaTransaction(decoded, [feePayerAccount]); signed.serialize()
 */
export async function signSolanaTransaction(
  transaction: DecodedSolanaTransaction,
  signers: readonly SolanaWalletAccount[],
): Promise<VersionedTransaction> {
  const signed = VersionedTransaction.deserialize(transaction.wire)
  const message = signed.message.serialize()
  for (const signer of signers) signed.addSignature(signer.publicKey, await signer.sign(message))
  return signed
}
