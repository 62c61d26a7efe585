import { mnemonicToSeedSync } from '@scure/bip39'
import { type HDAccount, HDKey, hdKeyToAccount } from 'viem/accounts'

/**
 * The first `count` accounts of `mnemonic` on the standard path `m/44'/60'/0'/0/i`, as viem local accounts.
 * The seed is computed once (PBKDF2 is the slow part), not once per account.
 */
export function deriveWalletAccounts(mnemonic: string, count: number): HDAccount[] {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic))
  return Array.from({ length: count }, (_, addressIndex) => hdKeyToAccount(root, { addressIndex }))
}
