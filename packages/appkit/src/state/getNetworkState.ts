import type { ChainNamespace } from '@org/appkit-core'
import type { ChainControllerState } from '@org/appkit-core/internal'
import type { Snapshot } from 'valtio/vanilla'
import type { AppKitNetworkState } from '../AppKit.ts'

/** The network state before `createAppKit`. */
export const NO_NETWORK: AppKitNetworkState = {
  caipNetwork: undefined,
  caipNetworkId: undefined,
  chainId: undefined,
  approvedCaipNetworkIds: undefined,
  supportsAllNetworks: true,
}

/**
 * The active network of `namespace` (default: the active one) in the shape `useAppKitNetwork` returns.
 *
 * @example getNetworkState(core.chain.state).caipNetworkId // 'eip155:1'
 */
export function getNetworkState(
  chain: Snapshot<ChainControllerState>,
  namespace: ChainNamespace | undefined = chain.activeNamespace,
): AppKitNetworkState {
  const network = namespace ? chain.chains[namespace]?.network : undefined
  const caipNetwork = network?.activeNetwork
  const approved = network?.approvedNetworkIds
  return {
    caipNetwork,
    caipNetworkId: caipNetwork?.caipNetworkId,
    chainId: caipNetwork?.id,
    approvedCaipNetworkIds: approved,
    supportsAllNetworks: approved === undefined,
  }
}
