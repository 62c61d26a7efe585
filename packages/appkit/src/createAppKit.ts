import {
  type AppKitOptions,
  BaseError,
  type CaipNetwork,
  type ChainAdapter,
  type ChainNamespace,
  type CreateCoreParameters,
  createCore,
  InternalMessages,
} from '@org/appkit-core'
import { proxy, type Snapshot, snapshot } from 'valtio/vanilla'
import type {
  AppKit,
  AppKitAccount,
  AppKitNetworkState,
  PublicState,
  ThemeState,
  WalletInfo,
} from './AppKit.ts'
import { setDefaultAppKit } from './defaultAppKit.ts'
import { defineAppKitElements } from './elements/defineAppKitElements.ts'
import { type AppKitStatus, registerAppKitInternals } from './getAppKitInternals.ts'
import { createModalLoader } from './modal/createModalLoader.ts'
import { createModalPrefetch } from './modal/createModalPrefetch.ts'
import { type MountedModal, mountModal } from './modal/mountModal.ts'
import { scheduleModalPrefetch } from './modal/scheduleModalPrefetch.ts'
import { getAccountState } from './state/getAccountState.ts'
import { getNetworkState } from './state/getNetworkState.ts'
import { getPublicState } from './state/getPublicState.ts'
import { getWalletInfo } from './state/getWalletInfo.ts'
import { watchState } from './state/watchState.ts'
import { type WithWalletConnectOptions, withWalletConnect } from './walletConnect/withWalletConnect.ts'

/**
 * The options of `createAppKit`: the reference's (§4.1) plus `adapters`, and the core's injection points for
 * storage (e.g. cookie storage for SSR) and fetch.
 */
export interface CreateAppKitOptions extends AppKitOptions {
  /** One adapter per namespace (`new WagmiAdapter(...)`, ...); none runs WalletConnect only. */
  adapters?: readonly ChainAdapter[]
  /** Where sessions and preferences persist; default localStorage in a browser, memory on a server. */
  storage?: CreateCoreParameters['storage']
  /** The fetch every API call goes through; default the global one. */
  fetch?: CreateCoreParameters['fetch']
  /** Bring your own `UniversalProvider` (from `@walletconnect/universal-provider`) instead of ours. */
  universalProvider?: WithWalletConnectOptions['universalProvider']
}

function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined'
}

/**
 * Creates the AppKit instance: one core (`createCore`), recorded as the default instance so hooks, components and
 * `<appkit-button>` work without a provider. In a browser it starts the core (connectors, reconnect) and registers
 * the `appkit-*` custom elements; on a server it does neither. The modal mounts on the first `open()`.
 * Throws 'Cannot set both `siweConfig` and `siwx` options' when both are set.
 *
 * @example
 * const appKit = createAppKit({ projectId, networks: [mainnet], adapters: [wagmiAdapter] })
 * await appKit.open({ view: 'Networks' })
 */
export function createAppKit(options: CreateAppKitOptions): AppKit {
  const { parameters, walletConnect } = withWalletConnect(options)
  const core = createCore(parameters)
  const status = proxy<AppKitStatus>({ initialized: false })
  const browser = isBrowser()
  // What the server rendered: a hydrating client renders it first, then the live state (no hydration mismatch
  // when a stored session turns the status to connecting at start).
  const initialSnapshots = new WeakMap<object, unknown>()
  for (const state of [
    core.chain.state,
    core.connection.state,
    core.connector.state,
    core.modal.state,
    core.theme.state,
    core.events.state,
    core.options.state,
    status,
  ]) {
    initialSnapshots.set(state, snapshot(state))
  }

  // The modal's code loads once, shared by the prefetch (idle, or a pointer on a button) and the first open().
  const loadModal = createModalLoader()
  // After the code, an idle warm-up render (no request leaves the page) makes the first open only paint.
  const cancelPrefetch = browser ? scheduleModalPrefetch(createModalPrefetch(core, loadModal)) : undefined
  let modal: Promise<MountedModal> | undefined
  function ensureModal(): Promise<void> {
    if (!browser) return Promise.resolve()
    modal ??= mountModal(core, { load: loadModal }).catch((error: unknown) => {
      modal = undefined
      throw error
    })
    return modal.then(() => undefined)
  }

  const ready: Promise<void> = browser
    ? core.start().then(() => {
        status.initialized = true
      })
    : Promise.resolve()
  // `ready()` hands failures to whoever awaits it; nobody awaiting must not be an unhandled rejection.
  ready.catch(() => undefined)

  const account = (namespace?: ChainNamespace): AppKitAccount =>
    getAccountState(
      { chain: snapshot(core.chain.state), connection: snapshot(core.connection.state) },
      namespace,
    )
  const network = (namespace?: ChainNamespace): AppKitNetworkState =>
    getNetworkState(snapshot(core.chain.state), namespace)
  const walletInfo = (namespace?: ChainNamespace): WalletInfo | undefined =>
    getWalletInfo(
      {
        chain: snapshot(core.chain.state),
        connection: snapshot(core.connection.state),
        connector: snapshot(core.connector.state),
      },
      namespace,
    )
  const publicState = (): PublicState =>
    getPublicState({ modal: snapshot(core.modal.state), chain: snapshot(core.chain.state), status })
  const theme = (): ThemeState => {
    const { themeMode, themeVariables } = snapshot(core.theme.state)
    return { themeMode, themeVariables }
  }
  const requestedNetworks = (namespace: ChainNamespace | undefined): readonly CaipNetwork[] =>
    namespace ? (snapshot(core.chain.state).chains[namespace]?.network.requestedNetworks ?? []) : []

  const appKit: AppKit = {
    async open(openOptions = {}) {
      core.modal.open({
        ...(openOptions.view ? { view: openOptions.view } : {}),
        ...(openOptions.namespace ? { namespace: openOptions.namespace } : {}),
        ...(openOptions.arguments ? { data: openOptions.arguments } : {}),
      })
      try {
        await ensureModal()
      } catch (error) {
        // Nothing can show: the state must not claim an open modal.
        core.modal.close()
        throw error
      }
    },
    async close() {
      core.modal.close()
    },
    isOpen: () => core.modal.state.open,
    redirect: (view) => core.router.push(view),
    replace: (view) => core.router.replace(view),
    popTransactionStack: (transactionStatus) => core.router.popTransactionStack(transactionStatus),
    isTransactionStackEmpty: () => core.router.isTransactionStackEmpty(),
    setLoading: (loading) => core.modal.setLoading(loading),
    showErrorMessage: (message) => core.snack.showError(message),
    showSuccessMessage: (message) => core.snack.showSuccess(message),

    getAddress: (namespace) => account(namespace).address,
    getCaipAddress: (namespace) => account(namespace).caipAddress,
    getAccount: account,
    getIsConnectedState: () => core.isConnected(),
    getChainId: () => network().chainId,
    getCaipNetwork(namespace, id) {
      const target = namespace ?? core.chain.state.activeNamespace
      if (id === undefined) return network(target).caipNetwork
      return requestedNetworks(target).find(
        (candidate) => String(candidate.id) === String(id) || candidate.caipNetworkId === String(id),
      )
    },
    getCaipNetworkId: () => network().caipNetworkId,
    getCaipNetworks(namespace) {
      if (namespace) return requestedNetworks(namespace)
      return core.chain.getConfiguredNamespaces().flatMap((configured) => requestedNetworks(configured))
    },
    getActiveChainNamespace: () => core.chain.state.activeNamespace,
    async switchNetwork(target, switchOptions = {}) {
      // With adapters, a namespace without one can never connect: a configuration error, always thrown.
      if (core.adapters.size > 0 && !core.adapters.has(target.chainNamespace)) {
        throw new BaseError(InternalMessages.chainAdapterNotFound, {
          metaMessages: [
            `Namespace: ${target.chainNamespace}`,
            'Pass an adapter of this namespace in `adapters`.',
          ],
        })
      }
      try {
        await core.switchNetwork(target)
      } catch (error) {
        if (switchOptions.throwOnFailure) throw error
      }
    },
    addNetwork(namespace, added) {
      if (added.chainNamespace !== namespace) {
        throw new BaseError(InternalMessages.chainNotSupported, {
          metaMessages: [`Network ${added.caipNetworkId} is not a ${namespace} network.`],
        })
      }
      core.chain.addNetwork(added)
      const networks = core.options.state.networks
      if (!networks.some((known) => known.caipNetworkId === added.caipNetworkId)) {
        core.options.updateOptions({ networks: [...networks, added] as unknown as AppKitOptions['networks'] })
      }
    },
    removeNetwork(namespace, id) {
      const removed = requestedNetworks(namespace).find(
        (candidate) => candidate.caipNetworkId === String(id) || String(candidate.id) === String(id),
      )
      // Throws 'Network with ID not found' and 'Cannot remove last network for a namespace' (spec §5).
      core.chain.removeNetwork(namespace, id)
      if (!removed) return
      const networks = core.options.state.networks.filter(
        (known) => known.caipNetworkId !== removed.caipNetworkId,
      )
      core.options.updateOptions({ networks: networks as unknown as AppKitOptions['networks'] })
    },
    getDisabledCaipNetworks() {
      const chain = snapshot(core.chain.state)
      return core.chain.getConfiguredNamespaces().flatMap((namespace) => {
        const { requestedNetworks: requested, approvedNetworkIds } = chain.chains[namespace].network
        if (!approvedNetworkIds) return []
        return requested.filter((candidate) => !approvedNetworkIds.includes(candidate.caipNetworkId))
      })
    },
    async disconnect(namespace) {
      const result = await core.connection.disconnect(namespace)
      if (result.status === 'error') throw result.error
    },

    getWalletInfo: walletInfo,
    getProviderType: (namespace) => core.connection.state.connections[namespace]?.connectorType,
    getWalletProviderType() {
      const namespace = core.chain.state.activeNamespace
      return namespace ? core.connection.state.connections[namespace]?.connectorType : undefined
    },
    getProvider: <T>(namespace: ChainNamespace) => core.getWalletProvider(namespace) as T | undefined,
    getUniversalProvider: async () => (walletConnect ? walletConnect.getProvider() : undefined),
    getWalletProvider<T>() {
      const namespace = core.chain.state.activeNamespace
      return namespace ? (core.getWalletProvider(namespace) as T | undefined) : undefined
    },
    getPreferredAccountType: (namespace) => core.chain.state.chains[namespace].account.preferredAccountType,

    subscribeAccount: (callback, namespace) =>
      watchState([core.chain.state, core.connection.state], () => account(namespace), callback),
    subscribeNetwork: (callback, namespace) =>
      watchState([core.chain.state], () => network(namespace), callback),
    subscribeWalletInfo: (callback, namespace) =>
      watchState(
        [core.chain.state, core.connection.state, core.connector.state],
        () => walletInfo(namespace),
        callback,
      ),
    subscribeState: (callback) =>
      watchState([core.modal.state, core.chain.state, status], publicState, callback),
    subscribeTheme: (callback) => watchState([core.theme.state], theme, callback),
    subscribeEvents: (callback) => core.events.subscribe(callback),
    subscribeCaipNetworkChange: (callback) =>
      watchState([core.chain.state], () => network().caipNetwork, callback),

    getThemeMode: () => core.theme.state.themeMode,
    setThemeMode: (mode) => core.theme.setThemeMode(mode),
    getThemeVariables: () => theme().themeVariables,
    setThemeVariables: (variables) => core.theme.setThemeVariables(variables),

    updateFeatures: (features) => core.options.updateFeatures(features),
    updateOptions: (runtimeOptions) => core.options.updateOptions(runtimeOptions),
    setConnectMethodsOrder: (order) => core.options.setConnectMethodsOrder(order),
    setWalletFeaturesOrder: (order) => core.options.setWalletFeaturesOrder(order),
    setSocialsOrder: (socials) => core.options.setSocialsOrder(socials),
    setCollapseWallets: (collapse) => core.options.setCollapseWallets(collapse),
    setTermsConditionsUrl: (url) => core.options.setTermsConditionsUrl(url),
    setPrivacyPolicyUrl: (url) => core.options.setPrivacyPolicyUrl(url),

    getSIWX: <T extends object>() => core.options.state.siwx as T | undefined,
    getState: publicState,
    getEvent: () => {
      const { timestamp, data } = snapshot(core.events.state)
      return { timestamp, data }
    },
    ready: () => ready,
  }

  registerAppKitInternals(appKit, {
    core,
    status,
    getServerSnapshot<T extends object>(state: T): Snapshot<T> {
      const initial = browser ? (initialSnapshots.get(state) as Snapshot<T> | undefined) : undefined
      return initial ?? snapshot(state)
    },
    dispose() {
      cancelPrefetch?.()
      void modal?.then((mounted) => mounted.unmount()).catch(() => undefined)
      modal = undefined
      core.destroy()
    },
  })
  setDefaultAppKit(appKit)
  if (browser) defineAppKitElements()
  return appKit
}
