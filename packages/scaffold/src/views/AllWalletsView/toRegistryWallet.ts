import { type Core, toWalletListItem, type Wallet, type WalletListItem } from '@org/appkit-core'

/**
 * A registry wallet as the connect flow passes it on. Wallets that carry only an image id get the registry's
 * image URL built from the explorer URL and project id (the core keeps its own URL builder private).
 */
export function toRegistryWallet(core: Core, wallet: Wallet): WalletListItem {
  const { explorerUrl, projectId } = core.options.state
  return toWalletListItem(
    wallet,
    (imageId) =>
      `${explorerUrl}/getWalletImage/${encodeURIComponent(imageId)}?projectId=${encodeURIComponent(projectId)}`,
  )
}
