import type { LocalAccount } from 'viem'
import { isAddressEqual } from 'viem'
import { UnknownAccountError } from '../errors/UnknownAccountError.ts'

/** The held account with `address` (any letter case). Throws `UnknownAccountError` when none is held. */
export function getWalletAccount<Account extends LocalAccount>(
  accounts: readonly Account[],
  address: string,
): Account {
  const account = accounts.find((candidate) => isSameAddress(candidate.address, address))
  if (!account) throw new UnknownAccountError(address)
  return account
}

function isSameAddress(held: `0x${string}`, requested: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(requested)) return false
  return isAddressEqual(held, requested as `0x${string}`)
}
