/**
 * The registry path of a wallet's logo by its `image_id`: its own module so the core can build image URLs while
 * the UI renders without loading the registry client.
 *
 * @example registryFetcher.url(getWalletImagePath(wallet.image_id), {}, { withSdkParams: true })
 */
export function getWalletImagePath(imageId: string): string {
  return `/getWalletImage/${encodeURIComponent(imageId)}`
}
