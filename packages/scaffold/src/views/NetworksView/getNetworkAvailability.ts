import type { CaipNetworkId, ChainNamespace, ConnectionStatus } from '@org/appkit-core'

/** Why a network cannot be picked, or `available`. */
export type NetworkAvailability = 'available' | 'notApproved' | 'needsOtherWallet'

export interface NetworkAvailabilityContext {
  /** Network ids the connected wallet approved for this namespace; undefined when it takes any. */
  approvedNetworkIds: readonly CaipNetworkId[] | undefined
  /** Connection status per namespace. */
  status: Readonly<Record<ChainNamespace, ConnectionStatus>>
  /** Whether the dApp gave an adapter for the namespace. */
  hasAdapter(namespace: ChainNamespace): boolean
}

/**
 * Whether the visitor can switch to `network`: not when the connected wallet did not approve it, and not when
 * its namespace has no adapter while a wallet is connected elsewhere (nothing could connect it).
 */
export function getNetworkAvailability(
  network: { caipNetworkId: CaipNetworkId; chainNamespace: ChainNamespace },
  context: NetworkAvailabilityContext,
): NetworkAvailability {
  const namespace = network.chainNamespace
  const connectedHere = context.status[namespace] === 'connected'
  if (
    connectedHere &&
    context.approvedNetworkIds &&
    !context.approvedNetworkIds.includes(network.caipNetworkId)
  ) {
    return 'notApproved'
  }
  const connectedElsewhere = Object.entries(context.status).some(
    ([other, status]) => other !== namespace && status === 'connected',
  )
  if (!connectedHere && connectedElsewhere && !context.hasAdapter(namespace)) return 'needsOtherWallet'
  return 'available'
}
