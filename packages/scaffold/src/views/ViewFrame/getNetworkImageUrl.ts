import type { CaipNetwork } from '@org/appkit-core'

/**
 * A network's logo: the dApp's `chainImages` entry (by chain id or CAIP-2 id) first, then the network's own
 * `assets.imageUrl`. Undefined when neither is set: the ui image shows its fallback.
 */
export function getNetworkImageUrl(
  network: Pick<CaipNetwork, 'id' | 'caipNetworkId' | 'assets'> | undefined,
  chainImages: Readonly<Record<string, string>>,
): string | undefined {
  if (!network) return undefined
  return chainImages[String(network.id)] ?? chainImages[network.caipNetworkId] ?? network.assets?.imageUrl
}
