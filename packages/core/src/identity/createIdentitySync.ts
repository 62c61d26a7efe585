import type { AdapterProfile, ChainAdapter } from '../adapters/ChainAdapter.ts'
import type { Identity } from '../api/createAccountApi.ts'
import { NAMES_NAMESPACES } from '../constants/defaults.ts'
import type { AccountPatch, AccountState } from '../controllers/ChainController.ts'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.ts'

export interface IdentitySyncDeps {
  getAccount(namespace: ChainNamespace): AccountState | undefined
  getActiveNetwork(namespace: ChainNamespace): CaipNetwork | undefined
  updateAccount(namespace: ChainNamespace, patch: AccountPatch): void
  isConnected(namespace: ChainNamespace): boolean
  getAdapter(namespace: ChainNamespace): ChainAdapter | undefined
  /** The blockchain API's identity call; a failed lookup answers no identity (never throws). */
  fetchIdentity(parameters: {
    address: string
    caipNetworkId: CaipNetworkId
    sender: string
  }): Promise<Identity>
}

const NO_PROFILE: AdapterProfile = { name: null, avatar: null }

/**
 * Keeps each connected account's `profileName` / `profileImage` (spec §3) in step with its address: on a new
 * address both are cleared, then filled from the blockchain API's identity or the adapter's own name service
 * (ENS), the API's name winning when both have one. Names exist on eip155 only (spec §6).
 * A lookup that finishes after the address changed again is dropped.
 *
 * @example
 * const identity = createIdentitySync({ getAccount, getActiveNetwork, updateAccount, isConnected, getAdapter, fetchIdentity })
 * subscribe(chain.state, () => identity.sync('eip155'))
 */
export function createIdentitySync(deps: IdentitySyncDeps) {
  /** The address whose identity each namespace shows (or is looking up). */
  const current = new Map<ChainNamespace, string>()

  /** Starts a lookup when the namespace's connected address changed; resolves when it is applied or dropped. */
  async function sync(namespace: ChainNamespace): Promise<void> {
    const address = deps.getAccount(namespace)?.address
    const network = deps.getActiveNetwork(namespace)
    if (!address || !network || !deps.isConnected(namespace) || !NAMES_NAMESPACES.includes(namespace)) {
      current.delete(namespace)
      return
    }
    if (current.get(namespace) === address) return
    current.set(namespace, address)
    deps.updateAccount(namespace, { profileName: undefined, profileImage: undefined })
    const show = (profile: AdapterProfile) => {
      if (current.get(namespace) !== address) return
      deps.updateAccount(namespace, {
        profileName: profile.name ?? undefined,
        profileImage: profile.avatar ?? undefined,
      })
    }
    // Both at once, each shown as it arrives: the API's name wins, but the chain's answer does not wait for the
    // API's timeout and retries when the API is down.
    let apiNamed = false
    const adapter = deps.getAdapter(namespace)
    await Promise.all([
      deps
        .fetchIdentity({ address, caipNetworkId: network.caipNetworkId, sender: address })
        .then((identity) => {
          if (!identity.name) return
          apiNamed = true
          show(identity)
        }),
      (adapter?.getProfile?.({ address, network }) ?? Promise.resolve(NO_PROFILE)).then(
        (profile) => {
          if (profile.name && !apiNamed) show(profile)
        },
        () => undefined,
      ),
    ])
  }

  return { sync }
}

export type IdentitySync = ReturnType<typeof createIdentitySync>
