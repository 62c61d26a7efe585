import { UnknownAccountError } from '../errors/UnknownAccountError.ts'
import type { SolanaWalletAccount } from './SolanaWalletAccount.ts'

/**
 * The account among `accounts` with the base58 `address` (exact: base58 is case-sensitive). Throws
 * `UnknownAccountError` (4100) naming `role` when there is none.
 *
 * @example getSolanaAccount(sessionAccounts, feePayer, 'fee payer')
 */
export function getSolanaAccount(
  accounts: readonly SolanaWalletAccount[],
  address: string,
  role = 'account',
): SolanaWalletAccount {
  const account = accounts.find((candidate) => candidate.address === address)
  if (!account) throw new UnknownAccountError(address, role)
  return account
}
