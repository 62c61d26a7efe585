import { type Address, type Hex, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { devnetDefaults } from './devnetDefaults.ts'

export interface DevnetAccount {
  address: Address
  privateKey: Hex
}

/** The account at `index` of the devnet mnemonic (BIP-44 `m/44'/60'/0'/0/index`), with its private key. */
export function getDevnetAccount(index: number): DevnetAccount {
  const account = mnemonicToAccount(devnetDefaults.mnemonic, { addressIndex: index })
  const privateKey = account.getHdKey().privateKey
  if (!privateKey) throw new Error(`No private key derived for devnet account ${index}`)
  return { address: account.address, privateKey: toHex(privateKey) }
}
