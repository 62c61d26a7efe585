import { proxy } from 'valtio/vanilla'
import type { AdapterAccount } from '../adapters/ChainAdapter.ts'
import { DEFAULT_ACCOUNT_TYPES } from '../constants/defaults.ts'
import { BaseError } from '../errors/BaseError.ts'
import { ChainNotConfiguredError } from '../errors/ChainNotConfiguredError.ts'
import { InternalMessages } from '../errors/messages.ts'
import { NetworkNotFoundError } from '../errors/NetworkNotFoundError.ts'
import { RemoveLastNetworkError } from '../errors/RemoveLastNetworkError.ts'
import type { StorageKeys } from '../storage/createStorageKeys.ts'
import type { AccountType } from '../types/AccountType.ts'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.ts'
import { CHAIN_NAMESPACES, isChainNamespace } from '../types/ChainNamespace.ts'
import type { ConnectionStatus } from '../types/ConnectionStatus.ts'
import type { SocialProvider } from '../types/Features.ts'
import { type ParsedCaipAddress, parseCaipAddress } from '../utils/parseCaipAddress.ts'
import type { SendTokenBalance } from './createSendForm.ts'

/** The Account view's tabs (spec §2). */
export type AccountTab = 'tokens' | 'nfts' | 'activity'

/** The connected wallet, in the shape `useWalletInfo` returns. */
export interface ConnectedWalletInfo {
  name: string
  icon?: string
  type?: string
  id?: string
}

/** The spec §3 "Account state (per chain)", field for field. */
export interface AccountState {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  status: ConnectionStatus
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
  addressExplorerUrl: string | undefined
  tokenBalance: SendTokenBalance[]
  connectedWalletInfo: ConnectedWalletInfo | undefined
  preferredAccountType: AccountType
  socialProvider: SocialProvider | undefined
  allAccounts: AdapterAccount[]
  /** Labels by address. */
  addressLabels: Record<string, string>
  user: { email?: string; username?: string } | undefined
  smartAccountDeployed: boolean
  currentTab: AccountTab
  farcasterUrl: string | undefined
}

/** What `updateAccount` may change: the address only changes through `setAccount`, which validates it. */
export type AccountPatch = Partial<Omit<AccountState, 'caipAddress' | 'address'>>

export interface NetworkState {
  /** The networks the dApp configured for this namespace, in order. */
  requestedNetworks: CaipNetwork[]
  /** May be a network outside `requestedNetworks` when the wallet moved there (UnsupportedChain). */
  activeNetwork: CaipNetwork | undefined
  /** Network ids the connected wallet approved; undefined when it supports all of them. */
  approvedNetworkIds: CaipNetworkId[] | undefined
}

export interface ChainState {
  namespace: ChainNamespace
  /** Whether the dApp configured at least one network of this namespace; an unconfigured one cannot be used. */
  configured: boolean
  account: AccountState
  network: NetworkState
}

export interface ChainControllerState {
  activeNamespace: ChainNamespace | undefined
  /** Every namespace the product supports, present from creation. */
  chains: Record<ChainNamespace, ChainState>
  /** Set when the active network moves to another namespace; the flow that finishes the switch clears it. */
  isSwitchingNamespace: boolean
}

export interface ChainControllerDeps {
  /** The dApp's `networks` option. */
  networks: readonly CaipNetwork[]
  /** The dApp's `defaultNetwork` option. */
  defaultNetwork?: CaipNetwork | undefined
  /** The dApp's `defaultAccountTypes` option; unset namespaces use DEFAULT_ACCOUNT_TYPES. */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>> | undefined
  storage: Pick<StorageKeys, 'activeNetworkId'>
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
  const state = proxy<ChainControllerState>(initialState())
  // Namespaces whose preferred account type was already applied to the current connection.
  const accountTypeSwitched = new Set<ChainNamespace>()

  function initialAccount(namespace: ChainNamespace): AccountState {
    return {
      caipAddress: undefined,
      address: undefined,
      status: 'disconnected',
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      profileImage: undefined,
      addressExplorerUrl: undefined,
      tokenBalance: [],
      connectedWalletInfo: undefined,
      preferredAccountType: deps.defaultAccountTypes?.[namespace] ?? DEFAULT_ACCOUNT_TYPES[namespace],
      socialProvider: undefined,
      allAccounts: [],
      addressLabels: {},
      user: undefined,
      smartAccountDeployed: false,
      currentTab: 'tokens',
      farcasterUrl: undefined,
    }
  }

  function initialState(): ChainControllerState {
    const chains = {} as Record<ChainNamespace, ChainState>
    for (const namespace of CHAIN_NAMESPACES) {
      chains[namespace] = {
        namespace,
        configured: false,
        account: initialAccount(namespace),
        network: { requestedNetworks: [], activeNetwork: undefined, approvedNetworkIds: undefined },
      }
    }
    for (const network of deps.networks) {
      if (!isChainNamespace(network.chainNamespace)) {
        throw new BaseError(InternalMessages.chainNotSupported, {
          metaMessages: [`Network: ${network.caipNetworkId}`],
        })
      }
      const chain = chains[network.chainNamespace]
      chain.configured = true
      if (!chain.network.requestedNetworks.some((n) => n.caipNetworkId === network.caipNetworkId)) {
        chain.network.requestedNetworks.push(network)
      }
    }
    for (const chain of Object.values(chains)) {
      chain.network.activeNetwork = initialActiveNetwork(chain)
    }
    const first = deps.defaultNetwork ?? deps.networks[0]
    return {
      activeNamespace: first && chains[first.chainNamespace]?.configured ? first.chainNamespace : undefined,
      chains,
      isSwitchingNamespace: false,
    }
  }

  // The stored network wins (reconnect after reload), then the dApp's default, then its first network.
  function initialActiveNetwork(chain: ChainState): CaipNetwork | undefined {
    const { requestedNetworks } = chain.network
    const storedId = deps.storage.activeNetworkId(chain.namespace).get()
    return (
      requestedNetworks.find((n) => n.caipNetworkId === storedId) ??
      requestedNetworks.find((n) => n.caipNetworkId === deps.defaultNetwork?.caipNetworkId) ??
      requestedNetworks[0]
    )
  }

  function defaultNetworkOf(chain: ChainState): CaipNetwork | undefined {
    const { requestedNetworks } = chain.network
    return (
      requestedNetworks.find((n) => n.caipNetworkId === deps.defaultNetwork?.caipNetworkId) ??
      requestedNetworks[0]
    )
  }

  /** The chain of `namespace`; throws ChainNotConfiguredError when the dApp did not configure it (spec §5). */
  function getChain(namespace: ChainNamespace): ChainState {
    const chain = state.chains[namespace]
    if (!chain?.configured) throw new ChainNotConfiguredError(namespace)
    return chain
  }

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
      return CHAIN_NAMESPACES.filter((namespace) => state.chains[namespace].configured)
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
      Object.assign(getChain(namespace).account, initialAccount(namespace))
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
      const chain = getChain(network.chainNamespace)
      if (!isRequested(chain, network)) chain.network.requestedNetworks.push(network)
    },
    /** Removes a requested network by CAIP-2 id or chain id; the last one of a namespace cannot go (spec §5). */
    removeNetwork(namespace: ChainNamespace, id: CaipNetworkId | string | number) {
      const chain = getChain(namespace)
      const { requestedNetworks } = chain.network
      const index = requestedNetworks.findIndex(
        (n) => n.caipNetworkId === String(id) || String(n.id) === String(id),
      )
      if (index === -1) throw new NetworkNotFoundError(id, InternalMessages.networkWithIdNotFound)
      if (requestedNetworks.length === 1) throw new RemoveLastNetworkError(namespace)
      const [removed] = requestedNetworks.splice(index, 1)
      if (chain.network.activeNetwork?.caipNetworkId === removed?.caipNetworkId) {
        const next = requestedNetworks[0]
        chain.network.activeNetwork = next
        if (next) deps.storage.activeNetworkId(namespace).set(next.caipNetworkId)
      }
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
