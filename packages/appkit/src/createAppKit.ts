import {
  type AppKitOptions,
  BrowserOnlyError,
  type CaipNetwork,
  ChainAdapterNotFoundError,
  type ChainNamespace,
  ChainNotSupportedError,
  type Core,
  toCaipNetwork,
} from '@org/appkit-core'
import {
  addRequestedNetwork,
  type CoreState,
  createCoreState,
  createLoader,
  getConfiguredNamespaces,
  getDefaultStorage,
  markConnectionsRestoring,
  normalizeAppKitOptions,
  removeRequestedNetwork,
} from '@org/appkit-core/internal'
import { proxy, type Snapshot, snapshot } from 'valtio/vanilla'
import type {
  AppKit,
  AppKitAccount,
  AppKitNetworkState,
  PublicState,
  ThemeState,
  WalletInfo,
} from './AppKit.ts'
import { afterFirstPaint } from './afterFirstPaint.ts'
import { assertSupportedOptions } from './assertSupportedOptions.ts'
import type { CreateAppKitOptions } from './CreateAppKitOptions.ts'
import { setDefaultAppKit } from './defaultAppKit.ts'
import { defineAppKitElements } from './elements/defineAppKitElements.ts'
import { type AppKitStatus, registerAppKitInternals } from './getAppKitInternals.ts'
import { getAccountState } from './state/getAccountState.ts'
import { getButtonState } from './state/getButtonState.ts'
import { getInitialButtonState } from './state/getInitialButtonState.ts'
import { getNetworkState } from './state/getNetworkState.ts'
import { getPublicState } from './state/getPublicState.ts'
import { getWalletInfo } from './state/getWalletInfo.ts'
import { watchState } from './state/watchState.ts'

export type { CreateAppKitOptions } from './CreateAppKitOptions.ts'

function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined'
}

/**
 * Creates the AppKit instance, recorded as the default instance so hooks, components and `<appkit-button>` work
 * without a provider. The options are checked at once. What the page renders from (the state: `createCoreState`)
 * is made on first use (a hook, a getter), else once the page has painted: a painted `<appkit-button>` reads the
 * options and the storage instead. The core that drives the state (controllers, WalletConnect, the adapters'
 * flows) is code of its own that a browser loads once the page has painted (or sooner, when a call needs it), off
 * the page's first load, and starts at once (connectors, reconnect). Until then the getters read the state and
 * the setters that need the core run once it has loaded. A browser also registers the `appkit-*` custom elements;
 * a server does neither and never loads the core. The modal mounts on the first `open()`.
 * Throws 'Cannot set both `siweConfig` and `siwx` options' when both are set, and UnsupportedOptionError for an
 * option that asks for what is not built (docs/appkit-options.md), as the runtime setters do.
 *
 * @example
 * const appKit = createAppKit({ projectId, networks: [mainnet], adapters: [wagmiAdapter] })
 * await appKit.open({ view: 'Networks' })
 */
export function createAppKit(options: CreateAppKitOptions): AppKit {
  assertSupportedOptions(options)
  // Throws what the options throw, at once; the state is made from this later.
  const resolvedOptions = normalizeAppKitOptions(options)
  const browser = isBrowser()
  const storage = options.storage ?? getDefaultStorage()
  // What the server rendered: a hydrating client renders it first, then the live state (no hydration mismatch
  // when a stored session turns the status to connecting at start).
  const initialSnapshots = new WeakMap<object, unknown>()
  let made: { state: CoreState; status: AppKitStatus } | undefined
  /**
   * The state (and the instance's status), made on first use: by whatever reads it (a hook, a getter), else once
   * the page has painted, when the core loads. A painted `<appkit-button>` reads `getButtonState` instead, so the
   * page paints before it.
   */
  function make(): { state: CoreState; status: AppKitStatus } {
    if (made) return made
    const state = createCoreState({ ...options, storage, resolvedOptions })
    const status = proxy<AppKitStatus>({ initialized: false })
    for (const source of [
      state.chain,
      state.connection,
      state.connector,
      state.modal,
      state.theme.state,
      state.events,
      state.options.state,
      status,
    ]) {
      initialSnapshots.set(source, snapshot(source))
    }
    // A returning visitor's button reads connecting while the core loads (the core's start would say so too).
    if (browser && state.options.state.enableReconnect) markConnectionsRestoring(state)
    made = { state, status }
    return made
  }
  const state = () => make().state
  const status = () => make().status

  let disposed = false
  // The core's code (once; a failed load, a flaky network say, is tried again on the next call), creating the
  // core, with WalletConnect and the modal's prefetch and mount, over the state. Browser only.
  const coreModule = createLoader(async () => {
    const { createAppKitCore } = await import('./createAppKitCore.ts')
    const created = createAppKitCore(options, { state: state(), storage })
    if (disposed) {
      created.modal.dispose()
      created.core.destroy()
      return created
    }
    // Started the moment it exists, whoever asked for it first (`ready()`, `open()`, a setter): nothing drives a
    // core whose start has not begun. `ready()` hands the start's failure to whoever awaits it.
    created.core.start().catch(() => undefined)
    return created
  })
  /** The core, its WalletConnect client and the modal's runtime, once loaded. */
  const loaded = () => coreModule.peek()
  const loadCore = async (): Promise<Core> => {
    if (!browser) throw new BrowserOnlyError()
    return (await coreModule.get()).core
  }
  /** Runs `action` with the core now, or once it has loaded (a setter called before that). */
  function withCore(action: (loaded: Core) => void): void {
    const core = loaded()?.core
    if (core) {
      action(core)
      return
    }
    loadCore()
      .then(action)
      .catch((error: unknown) => console.error(error))
  }
  /** Loads and starts the core (connectors, reconnect); the core's start runs once. */
  async function ready(): Promise<void> {
    if (!browser) return
    const core = await loadCore()
    if (disposed) return
    await core.start()
    status().initialized = !disposed
  }
  // The core's code loads in a browser once the page has painted (its buttons render from the state), unless
  // something needs it sooner. `ready()` hands failures to whoever awaits it; nobody awaiting must not be an
  // unhandled rejection.
  const cancelCoreLoad = browser ? afterFirstPaint(window, () => ready().catch(() => undefined)) : undefined

  const configuredNamespaces = () => getConfiguredNamespaces(state().chain)
  const account = (namespace?: ChainNamespace): AppKitAccount =>
    getAccountState({ chain: snapshot(state().chain), connection: snapshot(state().connection) }, namespace)
  const network = (namespace?: ChainNamespace): AppKitNetworkState =>
    getNetworkState(snapshot(state().chain), namespace)
  const walletInfo = (namespace?: ChainNamespace): WalletInfo | undefined =>
    getWalletInfo(
      {
        chain: snapshot(state().chain),
        connection: snapshot(state().connection),
        connector: snapshot(state().connector),
      },
      namespace,
    )
  const publicState = (): PublicState =>
    getPublicState({ modal: snapshot(state().modal), chain: snapshot(state().chain), status: status() })
  const theme = (): ThemeState => {
    const { themeMode, themeVariables } = snapshot(state().theme.state)
    return { themeMode, themeVariables }
  }
  const requestedNetworks = (namespace: ChainNamespace | undefined): readonly CaipNetwork[] =>
    namespace ? (snapshot(state().chain).chains[namespace]?.network.requestedNetworks ?? []) : []

  const appKit: AppKit = {
    async open(openOptions = {}) {
      if (!browser) return
      // Loaded (the usual case by the time a visitor clicks): the modal mounts in this same task.
      const { core, modal } = loaded() ?? (await coreModule.get())
      core.modal.open({
        ...(openOptions.view ? { view: openOptions.view } : {}),
        ...(openOptions.namespace ? { namespace: openOptions.namespace } : {}),
        ...(openOptions.arguments ? { data: openOptions.arguments } : {}),
      })
      try {
        await modal.ensureModal()
      } catch (error) {
        // Nothing can show: the state must not claim an open modal.
        core.modal.close()
        throw error
      }
    },
    async close() {
      loaded()?.core.modal.close()
    },
    isOpen: () => made?.state.modal.open ?? false,
    redirect: (view) => withCore((loaded) => loaded.router.push(view)),
    replace: (view) => withCore((loaded) => loaded.router.replace(view)),
    popTransactionStack: (transactionStatus) =>
      withCore((loaded) => loaded.router.popTransactionStack(transactionStatus)),
    isTransactionStackEmpty: () => loaded()?.core.router.isTransactionStackEmpty() ?? true,
    setLoading: (loading) => withCore((loaded) => loaded.modal.setLoading(loading)),
    showErrorMessage: (message) => withCore((loaded) => loaded.snack.showError(message)),
    showSuccessMessage: (message) => withCore((loaded) => loaded.snack.showSuccess(message)),

    getAddress: (namespace) => account(namespace).address,
    getCaipAddress: (namespace) => account(namespace).caipAddress,
    getAccount: account,
    getIsConnectedState: () =>
      configuredNamespaces().some((namespace) => state().connection.status[namespace] === 'connected'),
    getChainId: () => network().chainId,
    getCaipNetwork(namespace, id) {
      const target = namespace ?? state().chain.activeNamespace
      if (id === undefined) return network(target).caipNetwork
      return requestedNetworks(target).find(
        (candidate) => String(candidate.id) === String(id) || candidate.caipNetworkId === String(id),
      )
    },
    getCaipNetworkId: () => network().caipNetworkId,
    getCaipNetworks(namespace) {
      if (namespace) return requestedNetworks(namespace)
      return configuredNamespaces().flatMap((configured) => requestedNetworks(configured))
    },
    getActiveChainNamespace: () => state().chain.activeNamespace,
    async switchNetwork(network, switchOptions = {}) {
      const target = toCaipNetwork(network)
      const loaded = await loadCore()
      // With adapters, a namespace without one can never connect: a configuration error, always thrown.
      if (loaded.adapters.size > 0 && !loaded.adapters.has(target.chainNamespace)) {
        throw new ChainAdapterNotFoundError(target.chainNamespace)
      }
      try {
        await loaded.switchNetwork(target)
      } catch (error) {
        if (switchOptions.throwOnFailure) throw error
      }
    },
    addNetwork(namespace, network) {
      const added = toCaipNetwork(network)
      if (added.chainNamespace !== namespace) {
        throw new ChainNotSupportedError({
          network: added.caipNetworkId,
          reason: `Network ${added.caipNetworkId} is not a ${namespace} network.`,
        })
      }
      // On the state, so it also works before the core has loaded.
      addRequestedNetwork(state().chain, added)
      const networks = state().options.state.networks
      if (!networks.some((known) => known.caipNetworkId === added.caipNetworkId)) {
        state().options.updateOptions({
          networks: [...networks, added] as unknown as AppKitOptions['networks'],
        })
      }
    },
    removeNetwork(namespace, id) {
      // Throws 'Network with ID not found' and 'Cannot remove last network for a namespace' (spec §5).
      const removed = removeRequestedNetwork(state().chain, state().storage, namespace, id)
      const networks = state().options.state.networks.filter(
        (known) => known.caipNetworkId !== removed.caipNetworkId,
      )
      state().options.updateOptions({ networks: networks as unknown as AppKitOptions['networks'] })
    },
    getDisabledCaipNetworks() {
      const chain = snapshot(state().chain)
      return configuredNamespaces().flatMap((namespace) => {
        const { requestedNetworks: requested, approvedNetworkIds } = chain.chains[namespace].network
        if (!approvedNetworkIds) return []
        return requested.filter((candidate) => !approvedNetworkIds.includes(candidate.caipNetworkId))
      })
    },
    async disconnect(namespace) {
      if (!browser) return
      const result = await (await loadCore()).connection.disconnect(namespace)
      if (result.status === 'error') throw result.error
    },

    getWalletInfo: walletInfo,
    getProviderType: (namespace) => state().connection.connections[namespace]?.connectorType,
    getWalletProviderType() {
      const namespace = state().chain.activeNamespace
      return namespace ? state().connection.connections[namespace]?.connectorType : undefined
    },
    getProvider: <T>(namespace: ChainNamespace) =>
      loaded()?.core.getWalletProvider(namespace) as T | undefined,
    async getUniversalProvider() {
      if (!browser) return undefined
      const { walletConnect } = await coreModule.get()
      return walletConnect ? walletConnect.getProvider() : undefined
    },
    getWalletProvider<T>() {
      const namespace = state().chain.activeNamespace
      return namespace ? (loaded()?.core.getWalletProvider(namespace) as T | undefined) : undefined
    },
    getPreferredAccountType: (namespace) => state().chain.chains[namespace].account.preferredAccountType,

    subscribeAccount: (callback, namespace) =>
      watchState([state().chain, state().connection], () => account(namespace), callback),
    subscribeNetwork: (callback, namespace) =>
      watchState([state().chain], () => network(namespace), callback),
    subscribeWalletInfo: (callback, namespace) =>
      watchState(
        [state().chain, state().connection, state().connector],
        () => walletInfo(namespace),
        callback,
      ),
    subscribeState: (callback) => watchState([state().modal, state().chain, status()], publicState, callback),
    subscribeTheme: (callback) => watchState([state().theme.state], theme, callback),
    subscribeEvents(callback) {
      // Every event is sent by the core (the first, INITIALIZE, once it starts): listen from its load on.
      let unsubscribe: (() => void) | undefined
      let cancelled = false
      withCore((loaded) => {
        if (!cancelled) unsubscribe = loaded.events.subscribe(callback)
      })
      return () => {
        cancelled = true
        unsubscribe?.()
      }
    },
    subscribeCaipNetworkChange: (callback) =>
      watchState([state().chain], () => network().caipNetwork, callback),

    getThemeMode: () => state().theme.state.themeMode,
    setThemeMode: (mode) => state().theme.setThemeMode(mode),
    getThemeVariables: () => theme().themeVariables,
    setThemeVariables: (variables) => state().theme.setThemeVariables(variables),

    updateFeatures(features) {
      assertSupportedOptions({ features })
      state().options.updateFeatures(features)
    },
    updateOptions(runtimeOptions) {
      assertSupportedOptions(runtimeOptions)
      state().options.updateOptions(runtimeOptions)
    },
    setConnectMethodsOrder: (order) => state().options.setConnectMethodsOrder(order),
    setWalletFeaturesOrder: (order) => state().options.setWalletFeaturesOrder(order),
    setSocialsOrder(socials) {
      assertSupportedOptions({ features: { socials } })
      state().options.setSocialsOrder(socials)
    },
    setCollapseWallets(collapseWallets) {
      assertSupportedOptions({ features: { collapseWallets } })
      state().options.setCollapseWallets(collapseWallets)
    },
    setTermsConditionsUrl: (url) => state().options.setTermsConditionsUrl(url),
    setPrivacyPolicyUrl: (url) => state().options.setPrivacyPolicyUrl(url),

    getSIWX: <T extends object>() => state().options.state.siwx as T | undefined,
    getState: publicState,
    getEvent: () => {
      const { timestamp, data } = snapshot(state().events)
      return { timestamp, data }
    },
    ready,
  }

  registerAppKitInternals(appKit, {
    get state() {
      return state()
    },
    get status() {
      return status()
    },
    getButtonState: (namespace) =>
      made
        ? getButtonState(made.state, namespace)
        : getInitialButtonState({ options: resolvedOptions, storage, restoring: browser }, namespace),
    getCore: () => loaded()?.core,
    loadCore,
    getServerSnapshot<T extends object>(source: T): Snapshot<T> {
      const initial = browser ? (initialSnapshots.get(source) as Snapshot<T> | undefined) : undefined
      return initial ?? snapshot(source)
    },
    dispose() {
      disposed = true
      cancelCoreLoad?.()
      loaded()?.modal.dispose()
      loaded()?.core.destroy()
      made?.state.theme.destroy()
    },
  })
  setDefaultAppKit(appKit)
  // Defined with the page, so `<appkit-button>` paints the connect button as soon as it is in the page.
  if (browser) defineAppKitElements()
  return appKit
}
