import type { Hex, LocalAccount } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'

/** Anvil's well-known test mnemonic, the devnet's: never for anything of value. */
export const devWalletTestMnemonic = 'test test test test test test test test test test test junk'

/** Which key the dev wallet signs with: a private key, or an index of a mnemonic (the devnet's by default). */
export type DevWalletAccountSource = { privateKey: Hex } | { mnemonic?: string; addressIndex?: number }

/** The viem local account for a key source; the key never leaves this JavaScript realm. */
export function toDevWalletAccount(source: DevWalletAccountSource): LocalAccount {
  if ('privateKey' in source) return privateKeyToAccount(source.privateKey)
  return mnemonicToAccount(source.mnemonic ?? devWalletTestMnemonic, {
    addressIndex: source.addressIndex ?? 0,
  })
}
