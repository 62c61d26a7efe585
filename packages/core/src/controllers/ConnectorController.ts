import type { ChainAdapter } from '../adapters/ChainAdapter.ts'
import type { RecentWallet, StorageKeys } from '../storage/createStorageKeys.ts'
import type { CustomWallet } from '../types/AppKitOptions.ts'
import type { ChainNamespace } from '../types/ChainNamespace.ts'
import type { Connector, ConnectorType } from '../types/Connector.ts'
import type { ConnectMethod, Features } from '../types/Features.ts'
import { getConnectMethodsOrder } from '../utils/getConnectMethodsOrder.ts'
import { type ExcludedWallet, getVisibleConnectors } from '../utils/getVisibleConnectors.ts'
import { type ConnectorListEntry, sortConnectors, type WalletListItem } from '../utils/sortConnectors.ts'
import { type ConnectorControllerState, createConnectorState } from './createConnectorState.ts'

/** The options this controller reads, live (they can change at runtime). */
export interface ConnectorOptions {
  featuredWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  customWallets?: readonly CustomWallet[]
  enableInjected?: boolean
  enableEIP6963?: boolean
  features?: Pick<Features, 'connectorTypeOrder' | 'connectMethodsOrder'>
}

/** What the wallet registry (API controller) knows, read live. */
export interface WalletRegistryView {
  /** Registry entries of `featuredWalletIds`, in any order. */
  featured: readonly WalletListItem[]
  recommended: readonly WalletListItem[]
  /** Registry entries of `excludeWalletIds`, to hide injected connectors by rdns or name. */
  excluded: readonly ExcludedWallet[]
}

export interface ConnectorControllerDeps {
  /** The state to drive, made ahead by createCoreState; default a new one (createConnectorState). */
  state?: ConnectorControllerState
  getOptions(): ConnectorOptions
  getWalletRegistry(): WalletRegistryView
  storage: Pick<StorageKeys, 'recentWallets'>
  isMobile(): boolean
}

export type { ConnectorControllerState } from './createConnectorState.ts'

// Connector types that are not rows of the wallet list: the embedded wallet has its own email/social entry.
const LIST_KIND: Record<ConnectorType, 'walletConnect' | 'injected' | 'external' | undefined> = {
  WALLET_CONNECT: 'walletConnect',
  INJECTED: 'injected',
  ANNOUNCED: 'injected',
  MULTI_CHAIN: 'injected',
  EXTERNAL: 'external',
  AUTH: undefined,
  ID_AUTH: undefined,
}

function fromCustomWallet(wallet: CustomWallet): WalletListItem {
  return {
    id: wallet.id,
    name: wallet.name,
    ...(wallet.image_url ? { imageUrl: wallet.image_url } : {}),
    ...(wallet.homepage ? { homepage: wallet.homepage } : {}),
    ...(wallet.mobile_link ? { mobileLink: wallet.mobile_link } : {}),
    ...(wallet.desktop_link ? { desktopLink: wallet.desktop_link } : {}),
    ...(wallet.webapp_link ? { webappLink: wallet.webapp_link } : {}),
  }
}

/**
 * The connector list (spec §3 Connector; §2 list and connect method order; §5 visibility): merged from the
 * adapters and the options, filtered, ordered, and shown once per wallet.
 *
 * @example
 * const connectors = createConnectorController({ getOptions, getWalletRegistry, storage, isMobile })
 * await connectors.syncAdapter(wagmiAdapter)
 * connectors.getConnectorList()
 */
export function createConnectorController(deps: ConnectorControllerDeps) {
  const state = deps.state ?? createConnectorState(deps.storage)
  const unwatchers = new Set<() => void>()

  function setConnectors(namespace: ChainNamespace, connectors: readonly Connector[]) {
    state.connectors = [
      ...state.connectors.filter((connector) => connector.chain !== namespace),
      ...connectors.filter((connector) => connector.chain === namespace),
    ]
  }

  function getShownConnectors(namespace?: ChainNamespace): Connector[] {
    const options = deps.getOptions()
    const scoped = namespace ? state.connectors.filter((c) => c.chain === namespace) : state.connectors
    return getVisibleConnectors(scoped, {
      excludeWalletIds: options.excludeWalletIds ?? [],
      excludedWallets: deps.getWalletRegistry().excluded,
      isMobile: deps.isMobile(),
      enableInjected: options.enableInjected ?? true,
      enableEIP6963: options.enableEIP6963 ?? true,
    })
  }

  return {
    state,
    /** Replaces the connectors of `namespace` (an adapter's discovery result). */
    setConnectors,
    /** Adds connectors no adapter reports, e.g. the universal provider's WalletConnect connector. */
    addConnector(connector: Connector) {
      const others = state.connectors.filter((c) => !(c.id === connector.id && c.chain === connector.chain))
      state.connectors = [...others, connector]
    },
    /** Loads the adapter's connectors and follows later changes (EIP-6963 announcements) until `destroy`. */
    async syncAdapter(adapter: ChainAdapter): Promise<void> {
      const unwatch = adapter.watchConnectors((connectors) => setConnectors(adapter.namespace, connectors))
      unwatchers.add(unwatch)
      setConnectors(adapter.namespace, await adapter.syncConnectors())
    },
    getConnector(namespace: ChainNamespace, id: string): Connector | undefined {
      return state.connectors.find((connector) => connector.chain === namespace && connector.id === id)
    },
    /** The embedded (email/social) wallet connector of `namespace`, or of any namespace. */
    getAuthConnector(namespace?: ChainNamespace): Connector | undefined {
      return state.connectors.find(
        (connector) => connector.type === 'AUTH' && (!namespace || connector.chain === namespace),
      )
    },
    /** Records `wallet` as the most recent one (stored, shown first in the recent group). */
    addRecentWallet(wallet: RecentWallet) {
      const recentWallets = [wallet, ...state.recentWallets.filter((w) => w.id !== wallet.id)]
      state.recentWallets = recentWallets
      deps.storage.recentWallets.set(recentWallets)
    },
    /** The connectors the Connect view shows (spec §5), optionally of one namespace. */
    getShownConnectors,
    /**
     * The Connect view's wallet list (spec §2): walletConnect, recent, injected, featured, custom, external,
     * recommended, or `features.connectorTypeOrder`; each wallet once.
     */
    getConnectorList(namespace?: ChainNamespace): ConnectorListEntry[] {
      const options = deps.getOptions()
      const registry = deps.getWalletRegistry()
      const shown = getShownConnectors(namespace)
      const ofKind = (kind: 'walletConnect' | 'injected' | 'external') =>
        shown.filter((connector) => LIST_KIND[connector.type] === kind)
      const featuredIds = options.featuredWalletIds ?? []
      const featured = featuredIds.flatMap((id) => registry.featured.filter((wallet) => wallet.id === id))
      return sortConnectors(
        {
          walletConnect: ofKind('walletConnect'),
          recent: state.recentWallets,
          injected: ofKind('injected'),
          featured,
          custom: (options.customWallets ?? []).map(fromCustomWallet),
          external: ofKind('external'),
          recommended: registry.recommended,
        },
        options.features?.connectorTypeOrder,
      )
    },
    /** The Connect view's method order (spec §2). */
    getConnectMethodsOrder(): readonly ConnectMethod[] {
      return getConnectMethodsOrder({
        connectMethodsOrder: deps.getOptions().features?.connectMethodsOrder,
        shownConnectors: getShownConnectors(),
      })
    },
    /** Stops following adapters' connector changes. */
    destroy() {
      for (const unwatch of unwatchers) unwatch()
      unwatchers.clear()
    },
  }
}

export type ConnectorController = ReturnType<typeof createConnectorController>
