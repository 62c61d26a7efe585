import {
  type AdapterAccount,
  type AdapterBalance,
  type AdapterBalanceParameters,
  type AdapterConnection,
  type AdapterConnectParameters,
  type AdapterEmitter,
  type AdapterProfile,
  type AdapterProfileParameters,
  type AdapterReconnectParameters,
  type AdapterResolvedName,
  type AdapterResolveNameParameters,
  type AdapterSendFee,
  type AdapterSendFeeParameters,
  type AdapterSendNativeParameters,
  type AdapterSendResult,
  type AdapterSendTokenParameters,
  type AdapterSignMessageParameters,
  type AdapterSwitchNetworkParameters,
  type AdapterTransactionParameters,
  type AdapterWaitForTransactionParameters,
  type AdapterWriteContractParameters,
  type AppKitNetwork,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapter,
  type ChainAdapterCapabilities,
  type ChainAdapterEvents,
  type ChainNamespace,
  ChainNotConfiguredError,
  type Connector,
  type CustomRpcUrl,
  createAdapterEmitter,
  toCaipNetwork,
  type WalletConnectSource,
} from '@org/appkit-core'
import {
  type Config,
  type CreateConfigParameters,
  type CreateConnectorFn,
  createConfig,
  injected,
  type Storage,
  type Transport,
  type Connector as WagmiConnector,
} from '@wagmi/core'
import type { Chain } from 'viem'
import type { ConnectionContext } from './connection/ConnectionContext.ts'
import { createDefaultWagmiStorage } from './createDefaultWagmiStorage.ts'
import { createTransports } from './createTransports.ts'
import { liveConnector } from './liveConnector.ts'
import { loadOnce } from './loadOnce.ts'
import type { PendingTransactionsFilter } from './startAdapterWatchers.ts'
import type { ConnectorOrigin } from './toCoreConnector.ts'
import { toViemChain } from './toViemChain.ts'

type WagmiBridge = typeof import('./wagmiBridge.ts')

interface MadeConfig {
  /** What the connection flows share with the adapter (its config, providers, and whether one is running). */
  readonly connection: ConnectionContext
  /** The dApp's own connectors and wagmi's `injected()`, told apart from the EIP-6963 ones wagmi adds later. */
  readonly externalUids: ReadonlySet<string>
  readonly injectedUid: string | undefined
}

export type { PendingTransactionsFilter } from './startAdapterWatchers.ts'

/**
 * The `createConfig` parameters of wagmi that the adapter passes through as given: `ssr`, `syncConnectedChain` and
 * viem's client options (`batch`, `cacheTime`, `pollingInterval`, `ccipRead`, ...; each either one value or one per
 * chain id). `chains` come from `networks`, and wagmi's `client` is left out: the adapter builds the transports.
 */
export type WagmiConfigParameters = Omit<
  Extract<CreateConfigParameters, { client?: undefined }>,
  'chains' | 'client' | 'connectors' | 'transports' | 'storage' | 'multiInjectedProviderDiscovery'
>

export interface WagmiAdapterParameters extends WagmiConfigParameters {
  /** The project id; the WalletConnect connector (issue 5) uses it. */
  projectId: string
  /**
   * The dApp's networks as it writes them (viem `Chain`s, AppKit-shaped networks, the presets of
   * `@org/appkit/networks`); the eip155 ones become the wagmi chains, the first being the default.
   */
  networks: readonly AppKitNetwork[]
  /** A wagmi transport per chain id, used instead of HTTP to the network's RPC URLs. */
  transports?: Readonly<Record<number, Transport>>
  /** RPC URLs per CAIP network id, tried before the network's own (`createAppKit`'s option of the same name). */
  customRpcUrls?: Readonly<Record<CaipNetworkId, readonly CustomRpcUrl[]>>
  /**
   * wagmi connectors of the dApp's own (reported as EXTERNAL, or WALLET_CONNECT for a WalletConnect one). The
   * adapter adds wagmi's `injected()` and the EIP-6963 wallets itself.
   */
  connectors?: readonly CreateConnectorFn[]
  /**
   * Where wagmi keeps its state (the connection to restore after a reload); none when null. When absent, localStorage
   * under wagmi's `wagmi.*` keys through the core's browser storage, which falls back to memory when localStorage is
   * blocked, missing or full (memory on a server).
   */
  storage?: Storage | null
  /** Discover EIP-6963 wallets. Default true. */
  multiInjectedProviderDiscovery?: boolean
  pendingTransactionsFilter?: PendingTransactionsFilter
  /**
   * wagmi's server-side rendering mode: the stored state (the connection to restore) is read only once the page has
   * hydrated (`WagmiProvider` does it on mount), so the server's render and the browser's first one agree. Use it
   * with a cookie storage and `cookieToInitialState` in Next.js. Default false.
   */
  ssr?: boolean | undefined
}

const CAPABILITIES: Readonly<ChainAdapterCapabilities> = Object.freeze({
  send: true,
  // Swaps, names and history come from the blockchain API, not from this adapter; none of them is built yet.
  swap: false,
  names: false,
  history: false,
  balance: true,
  signMessage: true,
  writeContract: true,
  embeddedWallet: false,
})

/**
 * The eip155 chain adapter, built on wagmi and viem: `new WagmiAdapter({ projectId, networks })`, handed to
 * `createAppKit({ adapters: [wagmiAdapter] })`. Its `wagmiConfig` is a real wagmi config, so the dApp's own
 * wagmi hooks work beside the modal (`<WagmiProvider config={wagmiAdapter.wagmiConfig}>`).
 *
 * @example
 * const wagmiAdapter = new WagmiAdapter({ projectId, networks: [mainnet, arbitrum] })
 * const connection = await wagmiAdapter.connect({ id: 'io.metamask', type: 'ANNOUNCED' })
 */
export class WagmiAdapter implements ChainAdapter {
  readonly namespace: ChainNamespace = 'eip155'
  readonly capabilities: Readonly<ChainAdapterCapabilities> = CAPABILITIES
  /** The adapter's events; the first listener starts the watchers that report them (`wagmiBridge.ts`). */
  readonly emitter: AdapterEmitter<ChainAdapterEvents> = this.#startingEmitter()
  readonly projectId: string
  /** The adapter's eip155 networks, in the order given. */
  readonly networks: readonly CaipNetwork[]
  /**
   * The wagmi config the adapter runs on; pass it to `WagmiProvider` to use wagmi's hooks too. Made on first read
   * (`WagmiProvider`'s render, the core's start after the first paint, a flow), so a page that shows only the
   * modal's elements paints them before wagmi's store, transports and EIP-6963 discovery are set up.
   */
  get wagmiConfig(): Config {
    return this.#made().connection.config
  }

  /** What the constructor leaves to the first read of the config: the config, and whose each connector is. */
  readonly #made: () => MadeConfig
  #walletConnectUid: string | undefined
  #walletConnectSource: WalletConnectSource | undefined
  readonly #pendingTransactionsFilter: PendingTransactionsFilter | undefined
  readonly #cleanups: (() => void)[] = []
  #destroyed = false
  /**
   * The adapter's flows (`createAdapterFlows.ts` in `wagmiRuntime.ts`), code that runs only once a visitor acts or
   * the core restores a connection at start: loaded on the first call, once per adapter (a failed load is tried
   * again on the next call), with the bridge.
   */
  readonly #flows = loadOnce(async () => {
    const [{ createAdapterFlows }] = await Promise.all([import('./wagmiRuntime.ts'), this.#bridge()])
    return createAdapterFlows(this.#made().connection)
  })
  /**
   * What ties the wagmi config to the core (`wagmiBridge.ts`: the connector mapping, the connection and
   * pending-transaction watchers, the WalletConnect connector): loaded and started when the core first attaches
   * (its connector list, an event listener) or a flow runs, so the page's first load carries only the config.
   */
  readonly #bridge = loadOnce(async () => {
    const bridge = await import('./wagmiBridge.ts')
    this.#attach(bridge)
    return bridge
  })

  constructor(parameters: WagmiAdapterParameters) {
    const {
      projectId,
      networks,
      transports,
      customRpcUrls,
      connectors,
      storage,
      multiInjectedProviderDiscovery,
      pendingTransactionsFilter,
      ...wagmiParameters
    } = parameters
    this.projectId = projectId
    this.networks = networks.map(toCaipNetwork).filter((network) => network.chainNamespace === 'eip155')
    const [first, ...rest] = this.networks.map(toViemChain)
    if (!first) throw new ChainNotConfiguredError('eip155')

    const chains: [Chain, ...Chain[]] = [first, ...rest]
    const external = connectors ?? []
    let made: MadeConfig | undefined
    this.#made = () => {
      if (made) return made
      const config = createConfig({
        // The rest of wagmi's own parameters (ssr, syncConnectedChain, batch, pollingInterval, ...) as the dApp
        // gave them.
        ...wagmiParameters,
        chains,
        connectors: [...external, injected()],
        transports: createTransports({ networks: this.networks, transports, customRpcUrls }),
        multiInjectedProviderDiscovery: multiInjectedProviderDiscovery ?? true,
        // Never wagmi's default: it reads `window.localStorage`, which throws in sandboxed iframes.
        storage: storage === undefined ? createDefaultWagmiStorage() : storage,
      })
      // createConfig sets connectors up in order: the dApp's, then ours; EIP-6963 wallets follow, now and later.
      const initial = config.connectors
      made = {
        connection: { config, busy: 0, providers: new Map() },
        externalUids: new Set(initial.slice(0, external.length).map((connector) => connector.uid)),
        injectedUid: initial[external.length]?.uid,
      }
      return made
    }
    this.#pendingTransactionsFilter = pendingTransactionsFilter
  }

  /**
   * Loads the adapter's flows (`wagmiRuntime.ts`) ahead of need: the core calls it once the browser is idle after
   * the modal opened. Never rejects (a failed load is tried again by the flow that needs it).
   */
  async preload(): Promise<void> {
    await this.#flows().catch(() => undefined)
  }

  async syncConnectors(): Promise<readonly Connector[]> {
    const bridge = await this.#bridge()
    return this.#toCoreConnectors(bridge, this.wagmiConfig.connectors)
  }

  /** Reports from once the adapter's bridge has loaded (at once when it has); returns the function that stops. */
  watchConnectors(onChange: (connectors: readonly Connector[]) => void): () => void {
    let unwatch: (() => void) | undefined
    let stopped = false
    this.#bridge().then(
      (bridge) => {
        if (stopped) return
        unwatch = bridge.watchConnectors(this.wagmiConfig, {
          onChange: (connectors) => onChange(this.#toCoreConnectors(bridge, connectors)),
        })
      },
      // A failed load reaches the core through syncConnectors, which it awaits after this.
      () => undefined,
    )
    return () => {
      stopped = true
      unwatch?.()
    }
  }

  // Connecting, restoring, switching and the wallet actions are the runtime's (createAdapterFlows.ts), loaded on
  // first use: the constructor's wagmi config is all a page needs before a visitor acts, and a page that never
  // sends or signs should not pay for viem's transaction, ABI and ENS code either. Each flow maps its failures
  // into core errors itself; a module that fails to load rejects with a BaseError.

  async connect(parameters: AdapterConnectParameters): Promise<AdapterConnection> {
    return (await this.#flows()).connect(parameters)
  }

  async disconnect(parameters: { connectorId: string }): Promise<void> {
    // Forgotten at once: getWalletProvider hands out no provider of a wallet being disconnected.
    this.#made().connection.providers.delete(parameters.connectorId)
    const connector = liveConnector(this.wagmiConfig, parameters.connectorId)
    if (connector) await (await this.#flows()).disconnect(connector)
  }

  async reconnect(parameters: AdapterReconnectParameters): Promise<AdapterConnection | null> {
    return (await this.#flows()).reconnect(parameters)
  }

  async getAccounts(parameters: { connectorId: string }): Promise<readonly AdapterAccount[]> {
    return (await this.#flows()).getAccounts(parameters)
  }

  async switchNetwork(parameters: AdapterSwitchNetworkParameters): Promise<void> {
    return (await this.#flows()).switchNetwork(parameters)
  }

  async getBalance(parameters: AdapterBalanceParameters): Promise<AdapterBalance> {
    return (await this.#flows()).getBalance(parameters)
  }

  async signMessage(parameters: AdapterSignMessageParameters): Promise<{ signature: string }> {
    return (await this.#flows()).signMessage(parameters)
  }

  /** Sends ETH (the network's native token), at `feeRate` as the gas price when given. */
  async sendNative(parameters: AdapterSendNativeParameters): Promise<AdapterSendResult> {
    return (await this.#flows()).sendNative(parameters)
  }

  /** Sends an ERC-20 token: the wallet calls the contract's `transfer(to, amount)`. */
  async sendToken(parameters: AdapterSendTokenParameters): Promise<AdapterSendResult> {
    return (await this.#flows()).sendToken(parameters)
  }

  /**
   * The fee of a native or ERC-20 send in wei: the node's gas estimate (a transfer's usual gas when it cannot
   * estimate) times `feeRate`, or the node's gas price without one.
   */
  async estimateSendFee(parameters: AdapterSendFeeParameters): Promise<AdapterSendFee> {
    return (await this.#flows()).estimateSendFee(parameters)
  }

  /** Resolves once the transaction is in a block of its network (the core then reads balances again). */
  async waitForTransaction(parameters: AdapterWaitForTransactionParameters): Promise<void> {
    return (await this.#flows()).waitForTransaction(parameters)
  }

  // The eip155 extension: raw transactions, gas and contract calls by ABI.

  async sendTransaction(parameters: AdapterTransactionParameters): Promise<{ hash: string }> {
    return (await this.#flows()).sendTransaction(parameters)
  }

  async estimateGas(parameters: AdapterTransactionParameters): Promise<{ gas: bigint }> {
    return (await this.#flows()).estimateGas(parameters)
  }

  async writeContract(parameters: AdapterWriteContractParameters): Promise<{ hash: string }> {
    return (await this.#flows()).writeContract(parameters)
  }

  /**
   * ENS name and avatar (viem's universal-resolver calls) on the account's network when it has a resolver
   * (`contracts.ensUniversalResolver`: mainnet, sepolia, the devnets), else on the first configured network that
   * has one; no resolver anywhere answers no name without a request.
   */
  async getProfile(parameters: AdapterProfileParameters): Promise<AdapterProfile> {
    return (await this.#flows()).getProfile(parameters)
  }

  /** The address an ENS name points to (and its avatar), on the same network choice as `getProfile`. */
  async resolveName(parameters: AdapterResolveNameParameters): Promise<AdapterResolvedName> {
    return (await this.#flows()).resolveName(parameters)
  }

  /**
   * Adds the WalletConnect connector (id `walletConnect`, listed as WALLET_CONNECT) over the page's WalletConnect
   * session; `createAppKit` calls it. The connector joins the wagmi config once the adapter's bridge has loaded
   * (before `syncConnectors` answers); its SDK loads only when the connector is first used.
   */
  setWalletConnect(source: WalletConnectSource): void {
    if (this.#walletConnectSource) return
    this.#walletConnectSource = source
    this.#bridge().then(
      (bridge) => this.#addWalletConnectConnector(bridge),
      // A failed load is tried again by the next call that needs the bridge, which then adds the connector.
      () => undefined,
    )
  }

  /** The connected wallet's EIP-1193 provider (what `useAppKitProvider('eip155').walletProvider` returns). */
  getWalletProvider({ connectorId }: { connectorId: string }): unknown {
    return liveConnector(this.wagmiConfig, connectorId)
      ? this.#made().connection.providers.get(connectorId)
      : undefined
  }

  /**
   * Stops what the adapter watches (connection changes, pending transactions) and drops its listeners. The
   * wagmi config stays usable for the dApp's own hooks.
   */
  destroy(): void {
    this.#destroyed = true
    for (const cleanup of this.#cleanups.splice(0)) cleanup()
    this.emitter.removeAllListeners()
  }

  #origin(connector: WagmiConnector): ConnectorOrigin {
    const { externalUids, injectedUid } = this.#made()
    if (externalUids.has(connector.uid) || connector.uid === this.#walletConnectUid) return 'external'
    if (connector.uid === injectedUid) return 'injected'
    // wagmi adds connectors to its list on its own only for EIP-6963 announcements.
    return 'announced'
  }

  #toCoreConnectors(bridge: WagmiBridge, connectors: readonly WagmiConnector[]): Connector[] {
    return connectors.map((connector) => bridge.toCoreConnector(connector, this.#origin(connector)))
  }

  /** An emitter whose first listener loads and starts the adapter's bridge (the watchers that emit). */
  #startingEmitter(): AdapterEmitter<ChainAdapterEvents> {
    const emitter = createAdapterEmitter()
    return {
      ...emitter,
      on: (event, listener) => {
        void this.#bridge().catch(() => undefined)
        return emitter.on(event, listener)
      },
    }
  }

  /**
   * Starts what the bridge brings, once, unless the adapter was destroyed first: the WalletConnect connector
   * (when `setWalletConnect` came first), the pending-transaction poller and the connection watcher that emits the
   * wallet's own changes.
   */
  #attach(bridge: WagmiBridge): void {
    if (this.#destroyed) return
    this.#addWalletConnectConnector(bridge)
    this.#cleanups.push(
      bridge.startAdapterWatchers({
        connection: this.#made().connection,
        pendingTransactionsFilter: this.#pendingTransactionsFilter,
        emit: (event, payload) => this.#emit(event, payload),
      }),
    )
  }

  #addWalletConnectConnector(bridge: WagmiBridge): void {
    const source = this.#walletConnectSource
    if (!source || this.#walletConnectUid || this.#destroyed) return
    const { connectors } = this.wagmiConfig._internal
    const connector = connectors.setup(bridge.createWalletConnectConnector(source))
    this.#walletConnectUid = connector.uid
    connectors.setState((current) => [...current, connector])
  }

  #emit<E extends keyof ChainAdapterEvents>(event: E, payload: ChainAdapterEvents[E]): void {
    try {
      this.emitter.emit(event, payload)
    } catch (error) {
      // A failing listener must not break wagmi's state update that reported the change; it still surfaces.
      queueMicrotask(() => {
        throw error
      })
    }
  }
}
