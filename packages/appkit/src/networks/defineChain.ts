import { type AppKitNetwork, type CaipNetwork, toCaipNetwork } from '@org/appkit-core'

/**
 * AppKit's `defineChain`: a viem-style chain definition, optionally with `chainNamespace` and `caipNetworkId`,
 * returned as a network with both set (no namespace is eip155; no CAIP id is `<namespace>:<id>`).
 *
 * @example
 * const local = defineChain({ id: 31337, name: 'Local', nativeCurrency, rpcUrls: { default: { http: [url] } } })
 * local.caipNetworkId // 'eip155:31337'
 */
// Pure: bundlers drop the chains a dApp defines but does not use.
/* @__NO_SIDE_EFFECTS__ */
export function defineChain<const chain extends AppKitNetwork>(
  chain: chain,
): chain & Pick<CaipNetwork, 'chainNamespace' | 'caipNetworkId'> {
  return toCaipNetwork(chain) as chain & CaipNetwork
}
