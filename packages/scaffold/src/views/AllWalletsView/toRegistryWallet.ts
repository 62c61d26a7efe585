import { type Core, toWalletListItem, type Wallet, type WalletListItem } from '@org/appkit-core'

/** A registry wallet as the connect flow passes it on, its image id resolved by the core's registry client. */
export function toRegistryWallet(core: Core, wallet: Wallet): WalletListItem {
  return toWalletListItem(wallet, core.getWalletImageUrl)
}
