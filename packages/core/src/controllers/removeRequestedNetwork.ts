import { InternalMessages } from '../errors/messages.ts'
import { NetworkNotFoundError } from '../errors/NetworkNotFoundError.ts'
import { RemoveLastNetworkError } from '../errors/RemoveLastNetworkError.ts'
import type { StorageKeys } from '../storage/createStorageKeys.ts'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.ts'
import type { ChainControllerState } from './initialChainState.ts'
import { requireConfiguredChain } from './requireConfiguredChain.ts'

/**
 * Removes a requested network by CAIP-2 id or chain id and returns it; the last one of a namespace cannot go
 * (spec §5): throws 'Network with ID not found' and 'Cannot remove last network for a namespace'. Removing the
 * active network makes the first remaining one active (and stored). A function of the state, so an instance can
 * run it before its core has loaded.
 *
 * @example removeRequestedNetwork(chainState, storage, 'eip155', 10)
 */
export function removeRequestedNetwork(
  state: ChainControllerState,
  storage: Pick<StorageKeys, 'activeNetworkId'>,
  namespace: ChainNamespace,
  id: CaipNetworkId | string | number,
): CaipNetwork {
  const chain = requireConfiguredChain(state, namespace)
  const { requestedNetworks } = chain.network
  const index = requestedNetworks.findIndex(
    (n) => n.caipNetworkId === String(id) || String(n.id) === String(id),
  )
  if (index === -1) throw new NetworkNotFoundError(id, InternalMessages.networkWithIdNotFound)
  if (requestedNetworks.length === 1) throw new RemoveLastNetworkError(namespace)
  const [removed] = requestedNetworks.splice(index, 1) as [CaipNetwork]
  if (chain.network.activeNetwork?.caipNetworkId === removed.caipNetworkId) {
    const next = requestedNetworks[0]
    chain.network.activeNetwork = next
    if (next) storage.activeNetworkId(namespace).set(next.caipNetworkId)
  }
  return removed
}
