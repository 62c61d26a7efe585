import { subscribe } from 'valtio/vanilla'
import type {
  AdapterWaitForTransactionParameters,
  ChainAdapter,
  ChainAdapterEvents,
} from './adapters/ChainAdapter.ts'
import { scheduleAdapterPreload } from './adapters/scheduleAdapterPreload.ts'
import { ANALYTICS_API_URL } from './api/apiConstants.ts'
import { createAnalyticsClient } from './api/createAnalyticsClient.ts'
import type { FetchLike } from './api/createFetcher.ts'
import { createLazyFetcher } from './api/createLazyFetcher.ts'
import type { AlertMessage } from './api/getAlertForApiError.ts'
import { getWalletImagePath } from './api/getWalletImagePath.ts'
import { withApiAlerts } from './api/withApiAlerts.ts'
import { createAlertController } from './controllers/AlertController.ts'
import { createApiController } from './controllers/ApiController.ts'
import { createChainController } from './controllers/ChainController.ts'
import {
  createConnectionController,
  type WalletConnectConnections,
  type WalletConnectPairing,
} from './controllers/ConnectionController.ts'
import { createConnectorController } from './controllers/ConnectorController.ts'
import { createBlockchainApiFacade } from './controllers/createBlockchainApiFacade.ts'
import { createSendForm } from './controllers/createSendForm.ts'
import { createEventsController } from './controllers/EventsController.ts'
import { createModalController } from './controllers/ModalController.ts'
import { createRouterController } from './controllers/RouterController.ts'
import { createSnackController } from './controllers/SnackController.ts'
import type { SubmitAdapterSendDeps } from './controllers/submitAdapterSend.ts'
import { type CoreState, createCoreState } from './createCoreState.ts'
import { AdapterNotFoundError } from './errors/AdapterNotFoundError.ts'
import { AlertMessages } from './errors/messages.ts'
import { NetworkNotFoundError } from './errors/NetworkNotFoundError.ts'
import { createIdentitySync } from './identity/createIdentitySync.ts'
import { getDefaultStorage } from './storage/getDefaultStorage.ts'
import type { AppKitNetwork } from './types/AppKitNetwork.ts'
import type { AppKitOptions } from './types/AppKitOptions.ts'
import type { ChainNamespace } from './types/ChainNamespace.ts'
import type { KeyValueStorage } from './types/KeyValueStorage.ts'
import { MODAL_VIEWS, type RouterView } from './types/RouterView.ts'
import { afterFirstPaint } from './utils/afterFirstPaint.ts'
import { createLazyMethods } from './utils/createLazyMethods.ts'
import { createLoader } from './utils/createLoader.ts'
import { createPendingTransactionsTracker } from './utils/createPendingTransactionsTracker.ts'
import { type AvailableFeatures, getAvailableFeatures } from './utils/getAvailableFeatures.ts'
import { getViewAvailability } from './utils/getViewAvailability.ts'
import { isIosSafari } from './utils/isIosSafari.ts'
import { isMobile } from './utils/isMobile.ts'
import { isTelegram, type TelegramGlobals } from './utils/isTelegram.ts'
import { toCaipNetwork } from './utils/toCaipNetwork.ts'
import { toWalletListItem } from './utils/toWalletListItem.ts'

export interface CreateCoreParameters extends AppKitOptions {
  /** One adapter per namespace the dApp uses; none means WalletConnect only (spec §2). */
  adapters?: readonly ChainAdapter[]
  /** Defaults to localStorage in a browser (surviving a missing, full or corrupt one) and memory on a server. */
  storage?: KeyValueStorage
  /** Defaults to the global fetch. */
  fetch?: FetchLike
  /** The visitor's user agent; defaults to `navigator.userAgent`, none on a server. */
  userAgent?: string
  /** Sent as `st` / `sv` on API GETs. */
  sdkType?: string
  sdkVersion?: string
  /**
   * Starts a WalletConnect pairing (the universal provider), reporting its URI through `pairing.setUri`; absent
   * when WalletConnect is off.
   */
  connectWalletConnect?: (pairing: WalletConnectPairing) => Promise<WalletConnectConnections>
  /** The clock; tests pass a fake one. */
  now?: () => number
  /**
   * The state to drive, made ahead with createCoreState (same options and storage): a page renders from it while
   * the core's code loads. Default: a new one.
   */
  state?: CoreState
  /**
   * The views the UI renders. Default: the modal's (MODAL_VIEWS). A feature whose view is missing is not offered,
   * and the router refuses a missing view (ViewNotAvailableError). Tests and stories pass more with a fake.
   */
  views?: readonly RouterView[]
}

const DEFAULT_SDK_TYPE = 'appkit'
const DEFAULT_SDK_VERSION = 'react-core-0.0.0'

/**
 * The composition root (docs/architecture.md "Core: state without singletons"): builds a fresh set of controllers
 * for every namespace, wires their reactions and the adapters' events, and returns them with the actions that span
 * controllers. Tests, stories and server requests each build their own.
 *
 * @example
 * const core = createCore({ projectId, networks: [mainnet], adapters: [wagmiAdapter] })
 * await core.start()
 * core.modal.open()
 */
export function createCore(parameters: CreateCoreParameters) {
  const now = parameters.now ?? Date.now
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    (parameters.adapters ?? []).map((adapter) => [adapter.namespace, adapter]),
  )
  const state =
    parameters.state ??
    createCoreState({ ...parameters, storage: parameters.storage ?? getDefaultStorage(), now })
  const keys = state.storage
  const userAgent = parameters.userAgent ?? globalThis.navigator?.userAgent
  const hints = { maxTouchPoints: globalThis.navigator?.maxTouchPoints ?? 0 }
  const platform = {
    isMobile: () => isMobile(userAgent, hints),
    isTelegram: () => isTelegram(userAgent, globalThis.window as TelegramGlobals | undefined),
    isIosSafari: () => isIosSafari(userAgent, hints),
  }
  const cleanups: (() => void)[] = []
  const views = parameters.views ?? MODAL_VIEWS

  /**
   * What the modal may offer (getAvailableFeatures) for the adapters of `namespaces` (default: every adapter): the
   * dApp's features, what those adapters implement and the views the UI renders.
   */
  function availableFeatures(namespaces?: readonly ChainNamespace[]): AvailableFeatures {
    const inScope = namespaces
      ? namespaces.flatMap((namespace) => adapters.get(namespace) ?? [])
      : [...adapters.values()]
    return getAvailableFeatures({
      features: options.state.features,
      capabilities: inScope.map((adapter) => adapter.capabilities),
      views,
    })
  }

  const { options, theme } = state
  const alert = createAlertController({ isDebug: () => options.state.debug })
  // A missing project id is a developer alert, not an exception (spec §5).
  if (!options.state.isProjectIdConfigured) {
    alert.open({ message: AlertMessages.projectIdNotConfigured, variant: 'warning' })
  }
  const snack = createSnackController()

  const sdk = {
    projectId: options.state.projectId,
    sdkType: parameters.sdkType ?? DEFAULT_SDK_TYPE,
    sdkVersion: parameters.sdkVersion ?? DEFAULT_SDK_VERSION,
    ...(parameters.fetch ? { fetch: parameters.fetch } : {}),
    now,
  }
  // The code of the API layer (the fetcher, the clients and their schemas) and of the send runs only once the
  // modal opens, an account connects or analytics is on: each module loads on first use, once per core, so a page
  // that only shows the button does not download it. What the UI reads while it renders (states, image URLs)
  // stays synchronous.
  const fetcherModule = createLoader(() => import('./api/createFetcher.ts'))
  const lazyFetcher = (baseUrl: string) => createLazyFetcher({ ...sdk, baseUrl }, fetcherModule.get)
  // A refused origin, an invalid project id or a JWT not yet valid raises its alert (spec §8).
  const showApiAlert = (message: AlertMessage) => alert.open({ message, variant: 'error' })
  const blockchainFetcher = lazyFetcher(options.state.apiUrl)
  const registryFetcher = withApiAlerts(lazyFetcher(options.state.explorerUrl), showApiAlert)
  // Loaded with the fetcher module side by side rather than one after the other.
  const registryClient = createLoader(async () => {
    const [{ createWalletRegistryClient }] = await Promise.all([
      import('./api/createWalletRegistryClient.ts'),
      fetcherModule.get(),
    ])
    return createWalletRegistryClient({ fetcher: registryFetcher })
  })
  /** The registry's image URL for a wallet image id (with project id, SDK type and version). */
  const getWalletImageUrl = (imageId: string) =>
    registryFetcher.url(getWalletImagePath(imageId), {}, { withSdkParams: true })
  // A self-hosted API serves analytics too (POST /e); the hosted one has its own host.
  const analyticsUrl = parameters.apiUrl ? options.state.apiUrl : ANALYTICS_API_URL
  const analyticsClient = createAnalyticsClient({ fetcher: lazyFetcher(analyticsUrl) })

  // Modal and router need each other; each reads the other only inside its actions.
  let cancelAdapterPreload = (): void => undefined
  const modal = createModalController({
    state: state.modal,
    hasAdapters: () => [...adapters.values()].some((adapter) => !adapter.walletConnectOnly),
    // The modal opens on the account of the namespace the page is on (spec §4): with EVM connected and a Solana
    // network active, it opens on Connect.
    isConnected: (namespace) => isConnected(namespace ?? chain.state.activeNamespace),
    isMobile: platform.isMobile,
    isSiwxRequired: () => false,
    hasSiwxSession: () => false,
    isEmbeddedEnabled: () => options.state.enableEmbedded,
    router: {
      get state() {
        return router.state
      },
      push: (view, data) => router.push(view, data),
      reset: (view, data) => router.reset(view, data),
    },
    onOpenChange(open) {
      events.sendEvent({ event: open ? 'MODAL_OPEN' : 'MODAL_CLOSE' })
      // The visitor is about to pick a wallet: the adapters' flow code loads while they read the list.
      cancelAdapterPreload()
      cancelAdapterPreload = open ? scheduleAdapterPreload(adapters.values()) : () => undefined
    },
  })
  const router = createRouterController({
    close: () => modal.close(),
    isModalOpen: () => modal.state.open,
    openModal: (view) => modal.open(view ? { view } : {}),
    showError: (message) => snack.showError(message),
    // The embedded wallet arrives with its own issue; until then there is nothing pending to reject or reset.
    rejectRpcRequests: () => undefined,
    resetEmbeddedWallet: () => undefined,
    getViewAvailability: (view) => getViewAvailability({ view, views, available: availableFeatures() }),
  })

  const events = createEventsController({
    state: state.events,
    analytics: analyticsClient,
    isAnalyticsEnabled: () => options.state.features.analytics && options.state.isProjectIdConfigured,
    showAlert: (message) => alert.open({ message, variant: 'error' }),
    now,
    getAddress: () => chain.getAccount()?.address,
    getCaipNetworkId: () => chain.getActiveNetwork()?.caipNetworkId,
    // An event's send waits for the next frame to be painted: the open that raised MODAL_OPEN shows first.
    ...(globalThis.window
      ? { deferSend: (send: () => void) => afterFirstPaint(globalThis.window, send) }
      : {}),
  })

  const sendModule = createLoader(() => import('./controllers/submitAdapterSend.ts'))
  const sendDeps: SubmitAdapterSendDeps = {
    getActiveNetwork: () => chain.getActiveNetwork(),
    // What the connected wallet reported (an injected wallet is an EOA); the preference only applies to wallets
    // that offer both kinds (the embedded wallet).
    getAccountType: () => {
      const namespace = chain.state.activeNamespace
      if (!namespace) return undefined
      const [reported] = chain.getAccount(namespace)?.allAccounts ?? []
      return reported?.type ?? chain.getAccountType(namespace)
    },
    getSendTarget: (request) => ({
      adapter: requireAdapter(request.chainNamespace),
      network: chain.getNetwork(request.caipNetworkId, request.chainNamespace),
      address: chain.getAccount(request.chainNamespace)?.address ?? '',
    }),
    afterSend,
    trackEvent: (event, properties) => events.sendEvent({ event, properties: { ...properties } }),
    showSuccess: (message) => snack.showSuccess(message),
    showError: (message) => snack.showError(message),
  }
  // The form is synchronous (the views set it as the user types); validation and the send load on submit.
  const send = createSendForm({
    getAccountType: () => sendDeps.getAccountType(),
    submit: async (form) => (await sendModule.get()).submitAdapterSend(form, sendDeps),
  })

  const chain = createChainController({
    state: state.chain,
    networks: options.state.networks,
    defaultNetwork: options.state.defaultNetwork,
    defaultAccountTypes: options.state.defaultAccountTypes,
    storage: keys,
    resetSendForm: () => send.reset(),
    openUnsupportedChain: () => modal.open({ view: 'UnsupportedChain' }),
    isNetworkSwitchEnabled: () => options.state.enableNetworkSwitch,
    isUnsupportedChainAllowed: () => options.state.allowUnsupportedChain,
    isWalletConnectBasic: () => connection.state.wcBasic,
  })

  const api = createApiController({
    registry: createLazyMethods(registryClient.get, ['getWallets']),
    getWalletOptions: () => options.state,
    getRequestedChains: () => options.state.networks.map((network) => network.caipNetworkId),
    isMobile: platform.isMobile,
    trackEvent: (event, properties) => events.sendEvent({ event, properties }),
  })

  const connector = createConnectorController({
    state: state.connector,
    getOptions: () => options.state,
    getWalletRegistry: () => ({
      featured: api.state.featured.map((wallet) => toWalletListItem(wallet, getWalletImageUrl)),
      recommended: api.state.recommended.map((wallet) => toWalletListItem(wallet, getWalletImageUrl)),
      excluded: api.state.excluded.map(({ name, rdns }) => ({ name, ...(rdns ? { rdns } : {}) })),
    }),
    storage: keys,
    isMobile: platform.isMobile,
  })

  const connection = createConnectionController({
    state: state.connection,
    chain,
    getAdapter: (namespace) => adapters.get(namespace),
    findConnector: (namespace, connectorId) => connector.getConnector(namespace, connectorId),
    storage: keys,
    connectWalletConnect: parameters.connectWalletConnect,
    addRecentWallet: (wallet) => connector.addRecentWallet(wallet),
    isTelegram: platform.isTelegram,
    isIosSafari: platform.isIosSafari,
    showError: (message) => snack.showError(message),
    trackEvent: (event, properties) => events.sendEvent({ event, properties }),
    now,
  })

  const blockchainApi = createBlockchainApiFacade(async (state) => {
    const [{ createBlockchainApi }] = await Promise.all([
      import('./controllers/createBlockchainApi.ts'),
      fetcherModule.get(),
    ])
    return createBlockchainApi({
      fetcher: withApiAlerts(blockchainFetcher, showApiAlert),
      state,
      showError: (message) => snack.showError(message),
      now,
    })
  })

  function isConnected(namespace?: ChainNamespace): boolean {
    const namespaces = namespace ? [namespace] : chain.getConfiguredNamespaces()
    return namespaces.some((ns) => connection.state.status[ns] === 'connected')
  }

  function requireAdapter(namespace: ChainNamespace): ChainAdapter {
    const adapter = adapters.get(namespace)
    if (!adapter) throw new AdapterNotFoundError(namespace)
    return adapter
  }

  /**
   * Balances and history changed with a send: later reads skip the API cache, and the native balance updates. Once
   * the adapter sees the transaction included, the same again, and the views showing balances read them anew: what
   * they read in between (the chain may not have had the send yet) is not kept.
   */
  function afterSend(namespace: ChainNamespace, sent: AdapterWaitForTransactionParameters) {
    const balancesChanged = () => {
      blockchainFetcher.clearCache()
      void refreshNativeBalance(namespace)
    }
    balancesChanged()
    adapters
      .get(namespace)
      ?.waitForTransaction?.(sent)
      .then(() => {
        balancesChanged()
        blockchainApi.state.balancesRevision += 1
      })
      // A send that fails or is never included changes no balance.
      .catch(() => undefined)
  }

  /** Reads the native balance of the namespace's account through its adapter into the account state. */
  async function refreshNativeBalance(namespace: ChainNamespace): Promise<void> {
    const adapter = adapters.get(namespace)
    const account = chain.getAccount(namespace)
    const network = chain.getActiveNetwork(namespace)
    if (!adapter?.capabilities.balance || !account?.address || !network) return
    try {
      const { balance, symbol } = await adapter.getBalance({ address: account.address, network })
      chain.updateAccount(namespace, { balance, balanceSymbol: symbol })
    } catch {
      // A balance the node cannot give leaves the last one shown; the account stays usable.
    }
  }

  /** A failure inside the SDK that no caller can act on: tracked, never thrown at the dApp (spec §8). */
  function reportInternalError(error: unknown) {
    events.sendEvent({
      event: 'INTERNAL_SDK_ERROR',
      properties: { message: error instanceof Error ? error.message : String(error) },
    })
  }

  /**
   * Switches the wallet (when connected) and then the modal's active network. `target` may be written as the dApp
   * wrote it in `networks` (a viem chain is eip155); the configured network with its CAIP id becomes active. A
   * network the dApp did not configure raises the 'Network Not Found' alert and changes nothing.
   */
  async function switchNetwork(target: AppKitNetwork): Promise<void> {
    const { caipNetworkId } = toCaipNetwork(target)
    const network = options.state.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
    if (!network) {
      alert.open({ message: AlertMessages.networkNotFound, variant: 'error' })
      return
    }
    const adapter = adapters.get(network.chainNamespace)
    const connected = connection.state.connections[network.chainNamespace]
    // A connected wallet is asked to switch. With none, the adapter still follows the page's network, so what the
    // dApp reads through it (wagmi's chain, the Solana adapter's connection) is the network the modal shows.
    if (adapter && connected) {
      await adapter.switchNetwork({ network, connectorId: connected.connectorId })
    } else if (adapter) {
      // An adapter given fewer networks than the page (a WagmiAdapter without this one) has nothing to follow.
      await adapter.switchNetwork({ network }).catch((error: unknown) => {
        if (!(error instanceof NetworkNotFoundError)) throw error
      })
    }
    chain.switchActiveNetwork(network)
    await refreshNativeBalance(network.chainNamespace)
  }

  const pendingTransactions = createPendingTransactionsTracker()

  function watchAdapter(adapter: ChainAdapter) {
    const namespace = adapter.namespace
    const handlers: { [E in keyof ChainAdapterEvents]: (payload: ChainAdapterEvents[E]) => void } = {
      accountChanged: ({ address, chainId }) => {
        const network = chain.getActiveNetwork(namespace)
        const reference = chainId ?? network?.id
        if (reference === undefined) return
        chain.setAccount(`${namespace}:${reference}:${address}`)
        void refreshNativeBalance(namespace)
      },
      chainChanged: ({ chainId }) => {
        const network = options.state.networks.find(
          (candidate) => candidate.chainNamespace === namespace && String(candidate.id) === String(chainId),
        )
        const account = chain.getAccount(namespace)
        if (account?.address) chain.setAccount(`${namespace}:${chainId}:${account.address}`)
        if (network) {
          chain.switchActiveNetwork(network)
          void refreshNativeBalance(namespace)
        } else if (!options.state.allowUnsupportedChain && options.state.enableNetworkSwitch) {
          modal.open({ view: 'UnsupportedChain' })
        }
      },
      disconnect: () => {
        void connection.disconnect(namespace)
      },
      // Spec §4: pending-transaction events refresh the native balance; at most 99 are tracked (spec §9).
      pendingTransactions: ({ hash }) => {
        if (hash) pendingTransactions.add(hash)
        void refreshNativeBalance(namespace)
      },
    }
    for (const name of Object.keys(handlers) as (keyof ChainAdapterEvents)[]) {
      cleanups.push(adapter.emitter.on(name, handlers[name] as never))
    }
  }

  for (const adapter of adapters.values()) watchAdapter(adapter)

  // A namespace that became connected shows its native balance.
  cleanups.push(
    subscribe(connection.state.status, () => {
      for (const namespace of chain.getConfiguredNamespaces()) {
        if (connection.state.status[namespace] === 'connected' && !chain.getAccount(namespace)?.balance) {
          void refreshNativeBalance(namespace)
        }
      }
    }),
  )

  // Each connected account shows its name and avatar (spec §3 profileName / profileImage). Eager (it is small):
  // a new address must clear the old name in the same update, not once a chunk has loaded; the lookups it starts
  // go through the lazy API layer.
  const identity = createIdentitySync({
    getAccount: (namespace) => chain.getAccount(namespace),
    getActiveNetwork: (namespace) => chain.getActiveNetwork(namespace),
    updateAccount: (namespace, patch) => chain.updateAccount(namespace, patch),
    isConnected: (namespace) => connection.state.status[namespace] === 'connected',
    getAdapter: (namespace) => adapters.get(namespace),
    fetchIdentity: (parameters) => blockchainApi.fetchIdentity(parameters),
  })
  const syncIdentities = () => {
    for (const namespace of chain.getConfiguredNamespaces()) {
      identity.sync(namespace).catch((error: unknown) => reportInternalError(error))
    }
  }
  cleanups.push(subscribe(chain.state, syncIdentities), subscribe(connection.state.status, syncIdentities))

  /** The wallet's own provider behind a namespace's connection (`useAppKitProvider().walletProvider`). */
  function getWalletProvider(namespace: ChainNamespace): unknown {
    const connected = connection.state.connections[namespace]
    if (!connected || connection.state.status[namespace] !== 'connected') return undefined
    return adapters.get(namespace)?.getWalletProvider?.({ connectorId: connected.connectorId })
  }

  let started: Promise<void> | undefined

  return {
    options,
    modal,
    router,
    chain,
    connection,
    connector,
    theme,
    snack,
    alert,
    events,
    api,
    blockchainApi,
    send,
    storage: keys,
    adapters,
    pendingTransactions,
    isConnected,
    /** The views the UI renders (`views`, default MODAL_VIEWS). */
    views,
    getAvailableFeatures: availableFeatures,
    /** The registry's image URL for a wallet image id (with project id, SDK type and version). */
    getWalletImageUrl,
    /**
     * Loads the code the modal's first open runs to list wallets (the registry client, the fetcher and its schemas),
     * without making a request: the modal's idle prefetch calls it, so the open itself does not wait for it.
     */
    preloadRegistryCode: (): Promise<void> => registryClient.get().then(() => undefined),
    switchNetwork,
    refreshNativeBalance,
    getWalletProvider,
    /**
     * Discovers connectors, then restores the stored connections (when `enableReconnect` is on). Idempotent;
     * safe to call only in a browser.
     */
    start(): Promise<void> {
      started ??= (async () => {
        events.sendEvent({ event: 'INITIALIZE' })
        // Restoring starts first so a stored connected status reads connecting at once (spec §4).
        const restoring = options.state.enableReconnect ? connection.start() : Promise.resolve()
        await Promise.all([
          ...[...adapters.values()].map((adapter) =>
            connector.syncAdapter(adapter).catch((error: unknown) => reportInternalError(error)),
          ),
          restoring.catch((error: unknown) => reportInternalError(error)),
          api.fetchExcluded(),
        ])
      })()
      return started
    },
    /** Stops every timer, subscription and adapter listener of this core. */
    destroy() {
      for (const cleanup of cleanups.splice(0)) cleanup()
      cancelAdapterPreload()
      modal.destroy()
      router.destroy()
      theme.destroy()
      snack.destroy()
      events.destroy()
      connector.destroy()
    },
  }
}

export type Core = ReturnType<typeof createCore>
