import type { Wallet } from '../api/createWalletRegistryClient.ts'
import type { WalletListItem } from './sortConnectors.ts'

/**
 * A wallet registry entry as a row of the Connect view's lists. `getImageUrl` builds the URL of an image id when
 * the entry carries no direct image URL.
 *
 * @example toWalletListItem(wallet, registry.getWalletImageUrl)
 */
export function toWalletListItem(wallet: Wallet, getImageUrl: (imageId: string) => string): WalletListItem {
  const imageUrl = wallet.image_url ?? (wallet.image_id ? getImageUrl(wallet.image_id) : undefined)
  return {
    id: wallet.id,
    name: wallet.name,
    ...(imageUrl ? { imageUrl } : {}),
    ...(wallet.image_id ? { imageId: wallet.image_id } : {}),
    ...(wallet.rdns ? { rdns: wallet.rdns } : {}),
    ...(wallet.homepage ? { homepage: wallet.homepage } : {}),
    ...(wallet.mobile_link ? { mobileLink: wallet.mobile_link } : {}),
    ...(wallet.desktop_link ? { desktopLink: wallet.desktop_link } : {}),
    ...(wallet.webapp_link ? { webappLink: wallet.webapp_link } : {}),
  }
}
