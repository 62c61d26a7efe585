import type { SessionTypes } from '@walletconnect/types'
import type { SolanaWalletAccount } from '../accounts/SolanaWalletAccount.ts'

/**
 * The held Solana accounts that `session` shares on `chainId` (CAIP-2): the only ones its solana_* requests may
 * sign with.
 *
 * @example getSessionSolanaAccounts(session, 'solana:EZ9MymzLMNgPya9RAfTH4U7bxaTQiLYx', solanaAccounts)
 */
export function getSessionSolanaAccounts(
  session: SessionTypes.Struct | undefined,
  chainId: string,
  accounts: readonly SolanaWalletAccount[],
): SolanaWalletAccount[] {
  const shared = (session?.namespaces.solana?.accounts ?? [])
    .filter((account) => account.startsWith(`${chainId}:`))
    .map((account) => account.slice(chainId.length + 1))
  return accounts.filter((account) => shared.includes(account.address))
}
