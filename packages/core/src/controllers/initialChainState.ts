import type { AdapterAccount } from '../adapters/ChainAdapter.ts'
import { DEFAULT_ACCOUNT_TYPES } from '../constants/featureDefaults.ts'
import { ChainNotSupportedError } from '../errors/ChainNotSupportedError.ts'
import type { StorageKeys } from '../storage/createStorageKeys.ts'
import type { AccountType } from '../types/AccountType.ts'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import type { CaipAddress, CaipNetworkId } from '../types/ChainNamespace.ts'
import { CHAIN_NAMESPACES, type ChainNamespace, isChainNamespace } from '../types/ChainNamespace.ts'
import type { ConnectionStatus } from '../types/ConnectionStatus.ts'
import type { SocialProvider } from '../types/Features.ts'
import type { SendTokenBalance } from './createSendForm.ts'
import { initialActiveNamespace } from './initialActiveNamespace.ts'

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

export interface ChainStateInit {
  /** The dApp's `networks` option. */
  networks: readonly CaipNetwork[]
  /** The dApp's `defaultNetwork` option. */
  defaultNetwork?: CaipNetwork | undefined
  /** The dApp's `defaultAccountTypes` option; unset namespaces use DEFAULT_ACCOUNT_TYPES. */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>> | undefined
  storage: Pick<StorageKeys, 'activeNetworkId'>
}

/** A namespace's account before any connection. */
export function createInitialAccount(
  namespace: ChainNamespace,
  defaultAccountTypes: ChainStateInit['defaultAccountTypes'],
): AccountState {
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
    preferredAccountType: defaultAccountTypes?.[namespace] ?? DEFAULT_ACCOUNT_TYPES[namespace],
    socialProvider: undefined,
    allAccounts: [],
    addressLabels: {},
    user: undefined,
    smartAccountDeployed: false,
    currentTab: 'tokens',
    farcasterUrl: undefined,
  }
}

// The stored network wins (reconnect after reload), then the dApp's default, then its first network.
function initialActiveNetwork(chain: ChainState, init: ChainStateInit): CaipNetwork | undefined {
  const { requestedNetworks } = chain.network
  const storedId = init.storage.activeNetworkId(chain.namespace).get()
  return (
    requestedNetworks.find((n) => n.caipNetworkId === storedId) ??
    requestedNetworks.find((n) => n.caipNetworkId === init.defaultNetwork?.caipNetworkId) ??
    requestedNetworks[0]
  )
}

/**
 * The chain state a core starts from, as a plain object: every namespace present, the configured ones with their
 * networks, each active network the stored one (reconnect after reload), else the default, else the first. Throws
 * 'Chain not supported' for a network of an unknown namespace. `createChainState` makes it a valtio proxy; a page
 * whose state has not loaded yet reads it as it is.
 *
 * @example initialChainState({ networks: [mainnet], storage: createStorageKeys(storage) }).activeNamespace // 'eip155'
 */
export function initialChainState(init: ChainStateInit): ChainControllerState {
  const chains = {} as Record<ChainNamespace, ChainState>
  for (const namespace of CHAIN_NAMESPACES) {
    chains[namespace] = {
      namespace,
      configured: false,
      account: createInitialAccount(namespace, init.defaultAccountTypes),
      network: { requestedNetworks: [], activeNetwork: undefined, approvedNetworkIds: undefined },
    }
  }
  for (const network of init.networks) {
    if (!isChainNamespace(network.chainNamespace)) {
      throw new ChainNotSupportedError({ network: network.caipNetworkId })
    }
    const chain = chains[network.chainNamespace]
    chain.configured = true
    if (!chain.network.requestedNetworks.some((n) => n.caipNetworkId === network.caipNetworkId)) {
      chain.network.requestedNetworks.push(network)
    }
  }
  for (const chain of Object.values(chains)) {
    chain.network.activeNetwork = initialActiveNetwork(chain, init)
  }
  return {
    activeNamespace: initialActiveNamespace(init.networks, init.defaultNetwork),
    chains,
    isSwitchingNamespace: false,
  }
}
