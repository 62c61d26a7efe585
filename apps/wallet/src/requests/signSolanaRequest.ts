import { Connection } from '@solana/web3.js'
import type { SolanaWalletAccount } from '../accounts/SolanaWalletAccount.ts'
import type { SolanaWalletChain } from '../chains/SolanaWalletChain.ts'
import { encodeBase58 } from '../encoding/encodeBase58.ts'
import { encodeBase64 } from '../encoding/encodeBase64.ts'
import type { DecodedSolanaRequest } from './DecodedSolanaRequest.ts'
import { getSolanaSigners, getTransactionSigners } from './getSolanaSigners.ts'
import { sendSolanaTransaction } from './sendSolanaTransaction.ts'
import { signSolanaTransaction } from './signSolanaTransaction.ts'

export interface SignSolanaRequestParameters {
  request: DecodedSolanaRequest
  /** The chain the dApp addressed: `solana_signAndSendTransaction` sends to its RPC. */
  chain: SolanaWalletChain
  /** The Solana accounts this session shares on that chain. */
  accounts: readonly SolanaWalletAccount[]
}

/** The JSON-RPC results of the solana_* methods, as WalletConnect's Solana RPC reference defines them. */
export type SolanaRequestResult =
  | { signature: string }
  | { signature: string; transaction: string }
  | { transactions: string[] }

/**
 * Carries out an approved solana_* request with the session's accounts: `{ signature }` (base58) of a message;
 * `{ signature, transaction }` (the fee payer's signature, and the signed transaction in base64, so dApps on the
 * older and the newer reference both find theirs); the signed transactions of `solana_signAllTransactions`; the
 * signature of a sent transaction once confirmed. Throws `UnknownAccountError` (4100) for a pubkey or fee payer
 * the session does not share.
 *
 * @example await signSolanaRequest({ request, chain, accounts }) // { signature: '5Xv…' }
 */
export async function signSolanaRequest({
  request,
  chain,
  accounts,
}: SignSolanaRequestParameters): Promise<SolanaRequestResult> {
  const signers = getSolanaSigners(request, accounts)
  switch (request.method) {
    case 'solana_signMessage': {
      const [signer] = signers as [SolanaWalletAccount]
      return { signature: encodeBase58(await signer.sign(request.message.bytes)) }
    }
    case 'solana_signTransaction': {
      const signed = await signSolanaTransaction(request.transaction, signers)
      return {
        signature: encodeBase58(signed.signatures[0] as Uint8Array),
        transaction: encodeBase64(signed.serialize()),
      }
    }
    case 'solana_signAndSendTransaction': {
      const signed = await signSolanaTransaction(request.transaction, signers)
      const connection = new Connection(chain.rpcUrl, 'confirmed')
      const signature = await sendSolanaTransaction({
        connection,
        wire: signed.serialize(),
        options: request.sendOptions,
      })
      return { signature }
    }
    case 'solana_signAllTransactions': {
      const transactions: string[] = []
      for (const transaction of request.transactions) {
        const signed = await signSolanaTransaction(transaction, getTransactionSigners(transaction, accounts))
        transactions.push(encodeBase64(signed.serialize()))
      }
      return { transactions }
    }
  }
}
