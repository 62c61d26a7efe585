import {
  type AppKitOptions,
  BrowserOnlyError,
  type CaipNetwork,
  type ChainNamespace,
  ChainNotSupportedError,
  type Core,
  toCaipNetwork,
} from '@org/appkit-core'
import {
  addRequestedNetwork,
  afterFirstPaint,
  createLoader,
  createStorageKeys,
  getConfiguredNamespaces,
  getDefaultStorage,
  mergeThemeVariables,
  normalizeAppKitOptions,
  removeRequestedNetwork,
} from '@org/appkit-core/internal'
import type {
  AppKit,
  AppKitAccount,
  AppKitNetworkState,
  PublicState,
  ThemeState,
  WalletInfo,
} from './AppKit.ts'
import { assertSupportedOptions } from './assertSupportedOptions.ts'
import type { CreateAppKitOptions } from './CreateAppKitOptions.ts'
import { setDefaultAppKit } from './defaultAppKit.ts'
import { registerAppKitInternals } from './getAppKitInternals.ts'
import { copyNetworksOf } from './state/copyNetworksOf.ts'
import { createLazyState } from './state/createLazyState.ts'
import { getAccountState } from './state/getAccountState.ts'
import { getNetworkState } from './state/getNetworkState.ts'
import { getPublicState } from './state/getPublicState.ts'
import { getWalletInfo } from './state/getWalletInfo.ts'

function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined'
}

/**
 * The instance `createAppKit` returns, with the `appkit-*` elements defined by `defineElements` in a browser (each
 * entry's `createAppKit` passes its own: see `createAppKit.ts` and `react/createAppKit.ts`).
 */
export function createAppKitInstance(options: CreateAppKitOptions, defineElements: () => void): AppKit {
  assertSupportedOptions(options)
  // Throws what the options throw, at once; the state is made from this later.
  const resolvedOptions = normalizeAppKitOptions(options)
  const browser = isBrowser()
  const storage = options.storage ?? getDefaultStorage()

  // The code of the state and of the core: one module, loaded once (a failed load, a flaky network say, is tried
  // again by the next call that needs it). An `import()` of the state's own made the bundler split modules the
  // page's first load shares with it into files of their own.
  const code = createLoader(() => import('./createAppKitCore.ts'))
  const lazyState = createLazyState({
    make: () => code.peek()?.makeAppKitState,
    load: async () => (await code.get()).makeAppKitState,
    parameters: { options, resolvedOptions, storage, browser },
  })
  const { view, updateStartView, withState, watch, loadState, buttonState } = lazyState

  let disposed = false
  // Creating the core, with WalletConnect and the modal's prefetch and mount, over the state. Browser only.
  const coreModule = createLoader(async () => {
    const appKitState = await loadState()
    const { createAppKitCore } = await code.get()
    const created = createAppKitCore(options, { state: appKitState.state, storage })
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
    const { status } = await loadState()
    status.initialized = !disposed
  }
  // The core's code loads in a browser once the page has painted (its buttons render from the state), unless
  // something needs it sooner. `ready()` hands failures to whoever awaits it; nobody awaiting must not be an
  // unhandled rejection.
  const cancelCoreLoad = browser ? afterFirstPaint(window, () => ready().catch(() => undefined)) : undefined

  const configuredNamespaces = () => getConfiguredNamespaces(view().chain)
  const account = (namespace?: ChainNamespace): AppKitAccount => getAccountState(view(), namespace)
  const network = (namespace?: ChainNamespace): AppKitNetworkState => getNetworkState(view().chain, namespace)
  const walletInfo = (namespace?: ChainNamespace): WalletInfo | undefined => getWalletInfo(view(), namespace)
  const publicState = (): PublicState => getPublicState(view())
  const theme = (): ThemeState => {
    const { themeMode, themeVariables } = view().theme
    return { themeMode, themeVariables }
  }
  const requestedNetworks = (namespace: ChainNamespace | undefined): readonly CaipNetwork[] =>
    namespace ? (view().chain.chains[namespace]?.network.requestedNetworks ?? []) : []

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
    isOpen: () => lazyState.made()?.state.modal.open ?? false,
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
      configuredNamespaces().some((namespace) => view().connection.status[namespace] === 'connected'),
    getChainId: () => network().chainId,
    getCaipNetwork(namespace, id) {
      const target = namespace ?? view().chain.activeNamespace
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
    getActiveChainNamespace: () => view().chain.activeNamespace,
    async switchNetwork(network, switchOptions) {
      if (!browser) throw new BrowserOnlyError()
      const { switchAppKitNetwork } = await code.get()
      await switchAppKitNetwork(loadCore, network, switchOptions)
    },
    addNetwork(namespace, network) {
      const added = toCaipNetwork(network)
      if (added.chainNamespace !== namespace) {
        throw new ChainNotSupportedError({
          network: added.caipNetworkId,
          reason: `Network ${added.caipNetworkId} is not a ${namespace} network.`,
        })
      }
      // Throws ChainNotConfiguredError for a namespace without networks, before the state is made too.
      updateStartView((start) => {
        const chain = copyNetworksOf(start.chain, namespace)
        addRequestedNetwork(chain, added)
        return { ...start, chain }
      })
      withState(({ state }) => {
        addRequestedNetwork(state.chain, added)
        const networks = state.options.state.networks
        if (!networks.some((known) => known.caipNetworkId === added.caipNetworkId)) {
          state.options.updateOptions({
            networks: [...networks, added] as unknown as AppKitOptions['networks'],
          })
        }
      })
    },
    removeNetwork(namespace, id) {
      // Throws 'Network with ID not found' and 'Cannot remove last network for a namespace' (spec §5), before the
      // state is made too.
      updateStartView((start) => {
        const chain = copyNetworksOf(start.chain, namespace)
        removeRequestedNetwork(chain, createStorageKeys(storage), namespace, id)
        return { ...start, chain }
      })
      withState(({ state }) => {
        const removed = removeRequestedNetwork(state.chain, state.storage, namespace, id)
        const networks = state.options.state.networks.filter(
          (known) => known.caipNetworkId !== removed.caipNetworkId,
        )
        state.options.updateOptions({ networks: networks as unknown as AppKitOptions['networks'] })
      })
    },
    getDisabledCaipNetworks() {
      const { chain } = view()
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
    getProviderType: (namespace) => view().connection.connections[namespace]?.connectorType,
    getWalletProviderType() {
      const { chain, connection } = view()
      return chain.activeNamespace ? connection.connections[chain.activeNamespace]?.connectorType : undefined
    },
    getProvider: <T>(namespace: ChainNamespace) =>
      loaded()?.core.getWalletProvider(namespace) as T | undefined,
    async getUniversalProvider() {
      if (!browser) return undefined
      const { walletConnect } = await coreModule.get()
      return walletConnect ? walletConnect.getProvider() : undefined
    },
    getWalletProvider<T>() {
      const namespace = view().chain.activeNamespace
      return namespace ? (loaded()?.core.getWalletProvider(namespace) as T | undefined) : undefined
    },
    getPreferredAccountType: (namespace) => view().chain.chains[namespace].account.preferredAccountType,

    subscribeAccount: (callback, namespace) =>
      watch(['chain', 'connection'], () => account(namespace), callback),
    subscribeNetwork: (callback, namespace) => watch(['chain'], () => network(namespace), callback),
    subscribeWalletInfo: (callback, namespace) =>
      watch(['chain', 'connection', 'connector'], () => walletInfo(namespace), callback),
    subscribeState: (callback) => watch(['modal', 'chain', 'status'], publicState, callback),
    subscribeTheme: (callback) => watch(['theme'], theme, callback),
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
    subscribeCaipNetworkChange: (callback) => watch(['chain'], () => network().caipNetwork, callback),

    getThemeMode: () => view().theme.themeMode,
    setThemeMode(mode) {
      updateStartView((start) => ({ ...start, theme: { ...start.theme, themeMode: mode } }))
      withState(({ state }) => state.theme.setThemeMode(mode))
    },
    getThemeVariables: () => theme().themeVariables,
    setThemeVariables(variables) {
      updateStartView((start) => ({
        ...start,
        theme: { ...start.theme, themeVariables: mergeThemeVariables(start.theme.themeVariables, variables) },
      }))
      withState(({ state }) => state.theme.setThemeVariables(variables))
    },

    updateFeatures(features) {
      assertSupportedOptions({ features })
      withState(({ state }) => state.options.updateFeatures(features))
    },
    updateOptions(runtimeOptions) {
      assertSupportedOptions(runtimeOptions)
      withState(({ state }) => state.options.updateOptions(runtimeOptions))
    },
    setConnectMethodsOrder: (order) => withState(({ state }) => state.options.setConnectMethodsOrder(order)),
    setWalletFeaturesOrder: (order) => withState(({ state }) => state.options.setWalletFeaturesOrder(order)),
    setSocialsOrder(socials) {
      assertSupportedOptions({ features: { socials } })
      withState(({ state }) => state.options.setSocialsOrder(socials))
    },
    setCollapseWallets(collapseWallets) {
      assertSupportedOptions({ features: { collapseWallets } })
      withState(({ state }) => state.options.setCollapseWallets(collapseWallets))
    },
    setTermsConditionsUrl: (url) => withState(({ state }) => state.options.setTermsConditionsUrl(url)),
    setPrivacyPolicyUrl: (url) => withState(({ state }) => state.options.setPrivacyPolicyUrl(url)),

    getSIWX: <T extends object>() => view().options.siwx as T | undefined,
    getState: publicState,
    getEvent: () => {
      const { timestamp, data } = view().events
      return { timestamp, data }
    },
    ready,
  }

  registerAppKitInternals(appKit, {
    getView: view,
    getServerView: lazyState.serverView,
    subscribeView: lazyState.subscribeView,
    loadState,
    getButtonState: buttonState,
    getCore: () => loaded()?.core,
    loadCore,
    dispose() {
      disposed = true
      cancelCoreLoad?.()
      loaded()?.modal.dispose()
      loaded()?.core.destroy()
      lazyState.made()?.state.theme.destroy()
    },
  })
  setDefaultAppKit(appKit)
  // Defined with the page, so `<appkit-button>` paints the connect button as soon as it is in the page.
  if (browser) defineElements()
  return appKit
}
