import { getSolanaAccount } from '../accounts/getSolanaAccount.ts'
import type { SolanaWalletAccount } from '../accounts/SolanaWalletAccount.ts'
import { InvalidRequestParamsError } from '../errors/InvalidRequestParamsError.ts'
import type { DecodedSolanaRequest, DecodedSolanaTransaction } from './DecodedSolanaRequest.ts'

/**
 * The session accounts that sign `request`: the message's `pubkey`, or for a transaction its fee payer (and any
 * other required signer the session shares). Throws `UnknownAccountError` (4100) when the pubkey or a fee payer is
 * not a session account (the wallet never signs for an account it did not share, nor pays fees from one), and
 * `InvalidRequestParamsError` (-32602) when a transaction's `pubkey` is not one of its signers.
 *
 * @example getSolanaSigners(decoded, sessionAccounts) // [the fee payer's account]
 */
export function getSolanaSigners(
  request: DecodedSolanaRequest,
  accounts: readonly SolanaWalletAccount[],
): SolanaWalletAccount[] {
  switch (request.method) {
    case 'solana_signMessage':
      return [getSolanaAccount(accounts, request.pubkey, 'signer')]
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const { pubkey, transaction } = request
      // The fee payer first: a transaction paid from an account the session does not share is refused as such.
      const signers = getTransactionSigners(transaction, accounts)
      if (pubkey !== undefined) {
        getSolanaAccount(accounts, pubkey, 'signer')
        if (!transaction.signers.includes(pubkey)) {
          throw new InvalidRequestParamsError(
            request.method,
            `"pubkey" ${pubkey} is not a signer of the transaction`,
          )
        }
      }
      return signers
    }
    case 'solana_signAllTransactions':
      return [
        ...new Set(
          request.transactions.flatMap((transaction) => getTransactionSigners(transaction, accounts)),
        ),
      ]
  }
}

/** The session accounts among `transaction`'s required signers; its fee payer must be one of them. */
export function getTransactionSigners(
  transaction: DecodedSolanaTransaction,
  accounts: readonly SolanaWalletAccount[],
): SolanaWalletAccount[] {
  getSolanaAccount(accounts, transaction.feePayer, 'fee payer')
  return accounts.filter((account) => transaction.signers.includes(account.address))
}
