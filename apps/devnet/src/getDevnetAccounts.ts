import { devnetDefaults } from './devnetDefaults.ts'
import { type DevnetAccount, getDevnetAccount } from './getDevnetAccount.ts'

/** The funded devnet accounts, in anvil's order (index 0 first). */
export function getDevnetAccounts(count: number = devnetDefaults.accountCount): DevnetAccount[] {
  return Array.from({ length: count }, (_, index) => getDevnetAccount(index))
}
