import type { Core } from '@org/appkit-core'
import { toWalletListItem, type Wallet, type WalletListItem } from '@org/appkit-core/internal'

/** A registry wallet as the connect flow passes it on, its image id resolved by the core's registry client. */
export function toRegistryWallet(core: Core, wallet: Wallet): WalletListItem {
  return toWalletListItem(wallet, core.getWalletImageUrl)
}
