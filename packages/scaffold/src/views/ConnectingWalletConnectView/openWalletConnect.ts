import type { Core } from '@org/appkit-core'
import type { RouterData, WalletListItem } from '@org/appkit-core/internal'

/** The ConnectingWalletConnect view's router data: the wallet to pair with, none for any WalletConnect wallet. */
export interface WalletConnectData extends RouterData {
  wallet?: WalletListItem
}

/**
 * Shows the WalletConnect QR code and links for `wallet` (or for any wallet), recording it for the recent list
 * once it connects.
 *
 * @example openWalletConnect(core, rainbow)
 */
export function openWalletConnect(core: Core, wallet?: WalletListItem): void {
  if (wallet) {
    core.connection.setRecentWallet({
      id: wallet.id,
      name: wallet.name,
      ...(wallet.imageUrl ? { imageUrl: wallet.imageUrl } : {}),
      ...(wallet.imageId ? { imageId: wallet.imageId } : {}),
      ...(wallet.rdns ? { rdns: wallet.rdns } : {}),
    })
  }
  const data: WalletConnectData = wallet ? { wallet } : {}
  core.router.push('ConnectingWalletConnect', data)
}
