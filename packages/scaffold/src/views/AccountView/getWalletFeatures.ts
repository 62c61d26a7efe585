import type { WalletFeature } from '@org/appkit-core'
import type { AvailableFeatures } from '@org/appkit-core/internal'

export interface GetWalletFeaturesParameters {
  /** `features.walletFeaturesOrder`. */
  order: readonly WalletFeature[]
  /** What the core's getAvailableFeatures says for the active namespace. */
  available: Readonly<Pick<AvailableFeatures, WalletFeature>>
}

/**
 * The wallet feature buttons to show, in the dApp's order (spec §1: onramp, swaps, receive, send by default): each
 * only while available (turned on, implemented by the namespace's adapter, its view built), so no button leads
 * to a stub.
 *
 * @example getWalletFeatures({ order: ['onramp', 'swaps', 'receive', 'send'], available }) // ['receive', 'send']
 */
export function getWalletFeatures({ order, available }: GetWalletFeaturesParameters): WalletFeature[] {
  return [...new Set(order)].filter((feature) => available[feature] === true)
}
