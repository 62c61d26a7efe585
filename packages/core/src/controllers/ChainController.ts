import { NetworkNotFoundError } from '../errors/NetworkNotFoundError.ts'
import type { AccountType } from '../types/AccountType.ts'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.ts'
import { CHAIN_NAMESPACES } from '../types/ChainNamespace.ts'
import { type ParsedCaipAddress, parseCaipAddress } from '../utils/parseCaipAddress.ts'
import { addRequestedNetwork } from './addRequestedNetwork.ts'
import { createChainState } from './createChainState.ts'
import { getConfiguredNamespaces } from './getConfiguredNamespaces.ts'
import {
  type AccountPatch,
  type AccountState,
  type ChainControllerState,
  type ChainState,
  type ChainStateInit,
  createInitialAccount,
} from './initialChainState.ts'
import { removeRequestedNetwork } from './removeRequestedNetwork.ts'
import { requireConfiguredChain } from './requireConfiguredChain.ts'

export type {
  AccountPatch,
  AccountState,
  AccountTab,
  ChainControllerState,
  ChainState,
  ConnectedWalletInfo,
  NetworkState,
} from './initialChainState.ts'

export interface ChainControllerDeps extends ChainStateInit {
  /** The state to drive, made ahead by createCoreState; default a new one (createChainState). */
  state?: ChainControllerState
  resetSendForm(): void
  openUnsupportedChain(): void
  /** The `enableNetworkSwitch` option. */
  isNetworkSwitchEnabled(): boolean
  /** The `allowUnsupportedChain` option. */
  isUnsupportedChainAllowed(): boolean
  /** Whether the live connection is the basic (WalletConnect-only, QR) one. */
  isWalletConnectBasic(): boolean
}

/**
 * Per-namespace account and network state (spec §3 Account state, Network; §4 network switching; §5 namespace
 * rules). Every namespace exists from creation; only the configured ones can be used.
 *
 * @example
 * const chain = createChainController({ networks: [mainnet], storage: createStorageKeys(storage), ... })
 * chain.setAccount('eip155:1:0xabc…')
 */
export function createChainController(deps: ChainControllerDeps) {
  const state = deps.state ?? createChainState(deps)
  // Namespaces whose preferred account type was already applied to the current connection.
  const accountTypeSwitched = new Set<ChainNamespace>()

  function defaultNetworkOf(chain: ChainState): CaipNetwork | undefined {
    const { requestedNetworks } = chain.network
    return (
      requestedNetworks.find((n) => n.caipNetworkId === deps.defaultNetwork?.caipNetworkId) ??
      requestedNetworks[0]
    )
  }

  const getChain = (namespace: ChainNamespace): ChainState => requireConfiguredChain(state, namespace)

  function isRequested(chain: ChainState, network: CaipNetwork): boolean {
    return chain.network.requestedNetworks.some((n) => n.caipNetworkId === network.caipNetworkId)
  }

  /**
   * A configured network by CAIP-2 id (any namespace) or by chain id within `namespace` (default: the active
   * one); throws 'Network not found' otherwise.
   */
  function getNetwork(
    id: CaipNetworkId | string | number,
    namespace: ChainNamespace | undefined = state.activeNamespace,
  ): CaipNetwork {
    const key = String(id)
    const network = key.includes(':')
      ? CHAIN_NAMESPACES.flatMap((ns) => state.chains[ns].network.requestedNetworks).find(
          (n) => n.caipNetworkId === key,
        )
      : namespace && state.chains[namespace]?.network.requestedNetworks.find((n) => String(n.id) === key)
    if (!network) throw new NetworkNotFoundError(key)
    return network
  }

  function switchActiveNetwork(target: CaipNetwork | CaipNetworkId) {
    const network = typeof target === 'string' ? getNetwork(target) : target
    const namespace = network.chainNamespace
    const chain = getChain(namespace)
    if (state.activeNamespace !== namespace) state.isSwitchingNamespace = true
    chain.network.activeNetwork = network
    state.activeNamespace = namespace
    deps.resetSendForm()
    deps.storage.activeNetworkId(namespace).set(network.caipNetworkId)
    if (
      !isRequested(chain, network) &&
      deps.isNetworkSwitchEnabled() &&
      !deps.isUnsupportedChainAllowed() &&
      !deps.isWalletConnectBasic()
    ) {
      deps.openUnsupportedChain()
    }
  }

  return {
    state,
    isNamespaceConfigured(namespace: ChainNamespace): boolean {
      return state.chains[namespace]?.configured === true
    },
    /** The configured namespaces, in CHAIN_NAMESPACES order. */
    getConfiguredNamespaces(): ChainNamespace[] {
      return getConfiguredNamespaces(state)
    },
    getAccount(namespace: ChainNamespace | undefined = state.activeNamespace): AccountState | undefined {
      return namespace ? state.chains[namespace]?.account : undefined
    },
    getActiveNetwork(namespace: ChainNamespace | undefined = state.activeNamespace): CaipNetwork | undefined {
      return namespace ? state.chains[namespace]?.network.activeNetwork : undefined
    },
    getNetwork,
    setActiveNamespace(namespace: ChainNamespace) {
      getChain(namespace)
      state.activeNamespace = namespace
    },
    /** Sets the account from a CAIP-10 address; invalid input throws InvalidCaipAddressError (spec §5). */
    setAccount(caipAddress: string): ParsedCaipAddress {
      const parsed = parseCaipAddress(caipAddress)
      const { account } = getChain(parsed.chainNamespace)
      account.caipAddress = caipAddress as CaipAddress
      account.address = parsed.address
      return parsed
    },
    updateAccount(namespace: ChainNamespace, patch: AccountPatch) {
      Object.assign(getChain(namespace).account, patch)
    },
    /** Back to a fresh account (disconnect); the account type preference returns to its default. */
    resetAccount(namespace: ChainNamespace) {
      Object.assign(getChain(namespace).account, createInitialAccount(namespace, deps.defaultAccountTypes))
      accountTypeSwitched.delete(namespace)
    },
    /** Drops what the wallet told about networks; an active network outside the requested list goes back to the default. */
    resetNetwork(namespace: ChainNamespace) {
      const chain = getChain(namespace)
      chain.network.approvedNetworkIds = undefined
      const active = chain.network.activeNetwork
      if (!active || !isRequested(chain, active)) chain.network.activeNetwork = defaultNetworkOf(chain)
    },
    setApprovedNetworkIds(namespace: ChainNamespace, ids: readonly CaipNetworkId[] | undefined) {
      getChain(namespace).network.approvedNetworkIds = ids ? [...ids] : undefined
    },
    switchActiveNetwork,
    setSwitchingNamespace(isSwitching: boolean) {
      state.isSwitchingNamespace = isSwitching
    },
    addNetwork(network: CaipNetwork) {
      addRequestedNetwork(state, network)
    },
    /** Removes a requested network by CAIP-2 id or chain id; the last one of a namespace cannot go (spec §5). */
    removeNetwork(namespace: ChainNamespace, id: CaipNetworkId | string | number) {
      removeRequestedNetwork(state, deps.storage, namespace, id)
    },
    getAccountType(namespace: ChainNamespace): AccountType {
      return getChain(namespace).account.preferredAccountType
    },
    /**
     * The preferred account type to apply to the wallet, the first time it is asked for per connection; undefined
     * afterwards, until `resetAccount` (spec §4: switched once per connection).
     */
    consumeAccountTypeSwitch(namespace: ChainNamespace): AccountType | undefined {
      const { account } = getChain(namespace)
      if (accountTypeSwitched.has(namespace)) return undefined
      accountTypeSwitched.add(namespace)
      return account.preferredAccountType
    },
  }
}

export type ChainController = ReturnType<typeof createChainController>
