import type { AccountType, AdapterAccount } from '@org/appkit-core'

/**
 * The type of the account that sends: the one the wallet reported for the active address (an injected or
 * WalletConnect wallet is an EOA; the embedded wallet may be a smart account). The namespace's preferred type
 * only counts when the wallet reported nothing for the address, since it defaults to `smartAccount` on eip155
 * even for wallets that have none.
 */
export function getSenderAccountType(account: {
  address: string | undefined
  allAccounts: readonly Pick<AdapterAccount, 'address' | 'type'>[]
  preferredAccountType: AccountType
}): AccountType {
  const address = account.address?.toLowerCase()
  const reported = account.allAccounts.find((entry) => entry.address.toLowerCase() === address)
  return reported?.type ?? account.preferredAccountType
}
