import type { ChainAdapterCapabilities, RouterView, WalletFeature } from '@org/appkit-core'

/** The adapter capability a wallet feature needs; features without one need only an address. */
const FEATURE_CAPABILITY: Record<WalletFeature, keyof ChainAdapterCapabilities | undefined> = {
  onramp: undefined,
  swaps: 'swap',
  receive: undefined,
  send: 'send',
}

/** The view each feature button opens. */
export const WALLET_FEATURE_VIEWS: Record<WalletFeature, RouterView> = {
  onramp: 'OnRampProviders',
  swaps: 'Swap',
  receive: 'WalletReceive',
  send: 'WalletSend',
}

export interface GetWalletFeaturesParameters {
  /** `features.walletFeaturesOrder`. */
  order: readonly WalletFeature[]
  /** The resolved feature flags. */
  enabled: Readonly<Record<WalletFeature, boolean>>
  /** The active namespace's adapter capabilities; undefined without an adapter (WalletConnect only). */
  capabilities: Readonly<ChainAdapterCapabilities> | undefined
}

/**
 * The wallet feature buttons to show, in the dApp's order: each only when its feature is on and the namespace's
 * adapter can do it (the UI hides what a namespace cannot do instead of offering a stub).
 *
 * @example getWalletFeatures({ order: ['onramp', 'swaps', 'receive', 'send'], enabled, capabilities })
 */
export function getWalletFeatures({
  order,
  enabled,
  capabilities,
}: GetWalletFeaturesParameters): WalletFeature[] {
  const seen = new Set<WalletFeature>()
  return order.filter((feature) => {
    if (seen.has(feature) || !(feature in FEATURE_CAPABILITY)) return false
    seen.add(feature)
    const capability = FEATURE_CAPABILITY[feature]
    return enabled[feature] && (capability === undefined || capabilities?.[capability] === true)
  })
}
