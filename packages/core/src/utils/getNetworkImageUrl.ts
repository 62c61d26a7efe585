import type { CaipNetwork } from '../types/CaipNetwork.ts'

/**
 * A network's logo: the dApp's `chainImages` entry (by chain id or CAIP-2 id) first, then the network's own
 * `assets.imageUrl` (`chainImages` overrides, as in AppKit). Undefined when neither is set: the ui image shows its
 * fallback.
 *
 * @example getNetworkImageUrl(mainnet, { 1: "/eth.svg" }) // "/eth.svg"
 */
export function getNetworkImageUrl(
  network: Pick<CaipNetwork, 'id' | 'caipNetworkId' | 'assets'> | undefined,
  chainImages: Readonly<Record<string, string>>,
): string | undefined {
  if (!network) return undefined
  return chainImages[String(network.id)] ?? chainImages[network.caipNetworkId] ?? network.assets?.imageUrl
}
