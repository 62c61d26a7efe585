import type { AccountNamespace } from '../chain/AccountNamespace.ts'
import { isSolanaPublicKey } from './isSolanaPublicKey.ts'

/** The all-zero public key (the System Program's id): where the index says minted tokens come from. */
export const solanaNullAddress = '11111111111111111111111111111111'

/** Native SOL in CAIP-10 token ids (price table, token list, fungible price), as Reown's clients write it. */
export const solanaNativeTokenAddress = 'So11111111111111111111111111111111111111111'

/** Solana addresses: base58 public keys, case-sensitive, so stored and shown exactly as written. */
export const solanaNamespace: AccountNamespace = {
  name: 'solana',
  isAddress: isSolanaPublicKey,
  indexKey: (address) => address,
  displayAddress: (stored) => stored,
  nullAddress: solanaNullAddress,
  nativeTokenAddress: solanaNativeTokenAddress,
}
