import type { CaipNetwork } from './CaipNetwork.ts'
import type { CaipNetworkId, ChainNamespace } from './ChainNamespace.ts'

/**
 * A network as dApps write it: one of our presets (a `CaipNetwork`), an AppKit-shaped network, or a plain viem
 * `Chain` (from `viem/chains` or `defineChain`), which has neither `chainNamespace` nor `caipNetworkId` and is
 * taken as eip155. `toCaipNetwork` turns any of them into a `CaipNetwork`.
 */
export type AppKitNetwork = Omit<CaipNetwork, 'caipNetworkId' | 'chainNamespace'> & {
  chainNamespace?: ChainNamespace
  caipNetworkId?: CaipNetworkId
}
