import type { SessionTypes } from '@walletconnect/types'
import { isAddressEqual, type LocalAccount } from 'viem'

/** The held accounts that `session` shares on `chainId` (CAIP-2): the only ones its requests may use. */
export function getSessionAccounts<Account extends LocalAccount>(
  session: SessionTypes.Struct | undefined,
  chainId: string,
  accounts: readonly Account[],
): Account[] {
  const shared = (session?.namespaces.eip155?.accounts ?? [])
    .filter((account) => account.startsWith(`${chainId}:`))
    .map((account) => account.slice(chainId.length + 1))
    .filter((address): address is `0x${string}` => /^0x[0-9a-fA-F]{40}$/.test(address))
  return accounts.filter((account) => shared.some((address) => isAddressEqual(address, account.address)))
}
