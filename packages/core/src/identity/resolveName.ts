import type { ChainAdapter } from '../adapters/ChainAdapter.ts'
import type { BlockchainApiController } from '../controllers/BlockchainApiController.ts'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import type { ChainNamespace } from '../types/ChainNamespace.ts'
import { getNameRecordAddress } from './getNameRecordAddress.ts'

/** The core's two name sources (a core passes as it is). */
export interface NameSources {
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  blockchainApi: Pick<BlockchainApiController, 'lookupName'>
}

export interface ResolvedReceiver {
  address: string
  name: string
  avatar: string | undefined
}

/**
 * The address a receiver name points to: the chain's own name service first (ENS through the adapter, e.g.
 * `bob.eth`), then the Blockchain API's name records (e.g. `bob.reown.id`). Undefined when neither knows the
 * name; rejects only when the API lookup itself failed and the chain had no answer.
 *
 * @example await resolveName(core, 'eip155', 'bob.eth', network) // { address: '0x7099…', name: 'bob.eth', ... }
 */
export async function resolveName(
  core: NameSources,
  namespace: ChainNamespace,
  name: string,
  network: CaipNetwork,
): Promise<ResolvedReceiver | undefined> {
  const adapter = core.adapters.get(namespace)
  const onChain = adapter?.resolveName
    ? await adapter.resolveName({ name, network }).catch(() => undefined)
    : undefined
  if (onChain?.address) return { address: onChain.address, name, avatar: onChain.avatar ?? undefined }
  const profile = await core.blockchainApi.lookupName({ name, caipNetworkId: network.caipNetworkId })
  const address = profile ? getNameRecordAddress(profile, network.id) : undefined
  if (!profile || !address) return undefined
  return { address, name: profile.name || name, avatar: profile.attributes.avatar }
}
