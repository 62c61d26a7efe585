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
  formatUnits,
  NetworkNotFoundError,
  parseUnits,
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
  watchConnectors,
} from '@wagmi/core'
import { configuredChainId } from './configuredChainId.ts'
import type { ConnectionContext } from './connection/ConnectionContext.ts'
import { createDefaultWagmiStorage } from './createDefaultWagmiStorage.ts'
import {
  createPendingTransactionsWatcher,
  type PendingTransactionsWatcher,
} from './createPendingTransactionsWatcher.ts'
import { createTransports } from './createTransports.ts'
import { createWalletConnectConnector } from './createWalletConnectConnector.ts'
import { findConnector } from './findConnector.ts'
import { liveConnector } from './liveConnector.ts'
import { loadOnce } from './loadOnce.ts'
import { toAccounts } from './toAccounts.ts'
import { type ConnectorOrigin, toCoreConnector } from './toCoreConnector.ts'
import { toViemChain } from './toViemChain.ts'
import { watchActiveConnection } from './watchActiveConnection.ts'

/** Whether and how often the active chain is polled for pending transactions (`eth_newPendingTransactionFilter`). */
export interface PendingTransactionsFilter {
  /** Default true. */
  enable?: boolean
  /** Default 30 000 ms. */
  pollingInterval?: number
}

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

const DEFAULT_PENDING_TRANSACTIONS_POLLING_MS = 30_000

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
  readonly emitter: AdapterEmitter<ChainAdapterEvents> = createAdapterEmitter()
  readonly projectId: string
  /** The adapter's eip155 networks, in the order given. */
  readonly networks: readonly CaipNetwork[]
  /** The wagmi config the adapter runs on; pass it to `WagmiProvider` to use wagmi's hooks too. */
  readonly wagmiConfig: Config

  readonly #externalUids: ReadonlySet<string>
  readonly #injectedUid: string | undefined
  #walletConnectUid: string | undefined
  readonly #pending: PendingTransactionsWatcher | undefined
  readonly #cleanups: (() => void)[] = []
  /** What the connection flows share with the adapter (its config, providers, and whether one is running). */
  readonly #connection: ConnectionContext
  /**
   * The adapter's code that runs only once a visitor acts, or when the core restores a connection at start
   * (`wagmiRuntime.ts`): loaded on the first call, once per adapter (a failed load is tried again on the next call).
   */
  readonly #runtime = loadOnce(() => import('./wagmiRuntime.ts'))

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

    const external = connectors ?? []
    this.wagmiConfig = createConfig({
      // The rest of wagmi's own parameters (ssr, syncConnectedChain, batch, pollingInterval, ...) as the dApp gave them.
      ...wagmiParameters,
      chains: [first, ...rest],
      connectors: [...external, injected()],
      transports: createTransports({ networks: this.networks, transports, customRpcUrls }),
      multiInjectedProviderDiscovery: multiInjectedProviderDiscovery ?? true,
      // Never wagmi's default: it reads `window.localStorage`, which throws in sandboxed iframes.
      storage: storage === undefined ? createDefaultWagmiStorage() : storage,
    })
    this.#connection = { config: this.wagmiConfig, busy: 0, providers: new Map() }
    // createConfig sets connectors up in order: the dApp's, then ours; EIP-6963 wallets follow, now and later.
    const initial = this.wagmiConfig.connectors
    this.#externalUids = new Set(initial.slice(0, external.length).map((connector) => connector.uid))
    this.#injectedUid = initial[external.length]?.uid

    const filter = pendingTransactionsFilter
    if (filter?.enable ?? true) {
      this.#pending = createPendingTransactionsWatcher(this.wagmiConfig, {
        pollingInterval: filter?.pollingInterval ?? DEFAULT_PENDING_TRANSACTIONS_POLLING_MS,
        onTransaction: (hash) => this.#emit('pendingTransactions', { hash }),
      })
    }
    this.#cleanups.push(
      watchActiveConnection(this.wagmiConfig, (connection, previous) => {
        this.#pending?.watch(connection.status === 'connected' ? connection.chainId : undefined)
        // Connection changes made by the adapter's own flows are reported by their results, not as events.
        if (this.#connection.busy > 0 || previous.status !== 'connected') return
        if (connection.status === 'disconnected') {
          this.#emit('disconnect', previous.connector ? { connectorId: previous.connector.id } : {})
          return
        }
        const { address, chainId } = connection
        if (connection.status !== 'connected' || !address || chainId === undefined) return
        // Another wallet taking the connection over is a connect flow's doing (a late answer of a wallet the
        // visitor gave up on included), reported by the flow's result; events are the same wallet's own changes.
        if (connection.connector?.uid !== previous.connector?.uid) return
        if (address !== previous.address) {
          this.#emit('accountChanged', { address, chainId, accounts: toAccounts(connection.addresses) })
        }
        if (chainId !== previous.chainId) this.#emit('chainChanged', { chainId })
      }),
    )
  }

  /**
   * Loads the adapter's flows (`wagmiRuntime.ts`) ahead of need: the core calls it once the browser is idle after
   * the modal opened. Never rejects (a failed load is tried again by the flow that needs it).
   */
  async preload(): Promise<void> {
    await this.#runtime().catch(() => undefined)
  }

  async syncConnectors(): Promise<readonly Connector[]> {
    return this.#toCoreConnectors(this.wagmiConfig.connectors)
  }

  watchConnectors(onChange: (connectors: readonly Connector[]) => void): () => void {
    return watchConnectors(this.wagmiConfig, {
      onChange: (connectors) => onChange(this.#toCoreConnectors(connectors)),
    })
  }

  // Connecting, restoring, switching and the wallet actions load their code on first use (./connection/*,
  // ./actions/*): the constructor's wagmi config and watchers are all a page needs before a visitor acts, and a
  // page that never sends or signs should not pay for viem's transaction, ABI and ENS code either. Each loaded
  // function maps its failures into core errors itself; a module that fails to load rejects with a BaseError.

  async connect(parameters: AdapterConnectParameters): Promise<AdapterConnection> {
    const { connectWallet } = await this.#runtime()
    return connectWallet(this.#connection, parameters)
  }

  async disconnect(parameters: { connectorId: string }): Promise<void> {
    // Forgotten at once: getWalletProvider hands out no provider of a wallet being disconnected.
    this.#connection.providers.delete(parameters.connectorId)
    const connector = liveConnector(this.wagmiConfig, parameters.connectorId)
    if (!connector) return
    const { disconnectWallet } = await this.#runtime()
    await disconnectWallet(this.#connection, connector)
  }

  async reconnect(parameters: AdapterReconnectParameters): Promise<AdapterConnection | null> {
    const { reconnectWallet } = await this.#runtime()
    return reconnectWallet(this.#connection, parameters)
  }

  async getAccounts(parameters: { connectorId: string }): Promise<readonly AdapterAccount[]> {
    const { connectionOf } = await this.#runtime()
    return connectionOf(this.wagmiConfig, parameters.connectorId)?.accounts ?? []
  }

  async switchNetwork(parameters: AdapterSwitchNetworkParameters): Promise<void> {
    const { switchWalletNetwork } = await this.#runtime()
    await switchWalletNetwork(this.wagmiConfig, parameters)
  }

  async getBalance(parameters: AdapterBalanceParameters): Promise<AdapterBalance> {
    const chainId = this.#requireChainId(parameters.network)
    const { readBalance } = await this.#runtime()
    return readBalance(this.wagmiConfig, {
      address: parameters.address,
      tokenAddress: parameters.tokenAddress,
      chainId,
    })
  }

  async signMessage(parameters: AdapterSignMessageParameters): Promise<{ signature: string }> {
    const connector = parameters.connectorId
      ? findConnector(this.wagmiConfig, parameters.connectorId)
      : undefined
    const { signMessage } = await this.#runtime()
    const signature = await signMessage(this.wagmiConfig, {
      message: parameters.message,
      address: parameters.address,
      connector,
    })
    return { signature }
  }

  /** Sends ETH (the network's native token), at `feeRate` as the gas price when given. */
  async sendNative({ feeRate, ...parameters }: AdapterSendNativeParameters): Promise<AdapterSendResult> {
    return this.sendTransaction({ ...parameters, ...(feeRate === undefined ? {} : { gasPrice: feeRate }) })
  }

  /** Sends an ERC-20 token: the wallet calls the contract's `transfer(to, amount)`. */
  async sendToken(parameters: AdapterSendTokenParameters): Promise<AdapterSendResult> {
    const { network, ...transfer } = parameters
    const chainId = this.#requireChainId(network)
    const { sendToken } = await this.#runtime()
    return { hash: await sendToken(this.wagmiConfig, { ...transfer, chainId }) }
  }

  /**
   * The fee of a native or ERC-20 send in wei: the node's gas estimate (a transfer's usual gas when it cannot
   * estimate) times `feeRate`, or the node's gas price without one.
   */
  async estimateSendFee(parameters: AdapterSendFeeParameters): Promise<AdapterSendFee> {
    const { network, ...send } = parameters
    const chainId = this.#requireChainId(network)
    const { estimateSendFee } = await this.#runtime()
    return { fee: await estimateSendFee(this.wagmiConfig, { ...send, chainId }) }
  }

  /** Resolves once the transaction is in a block of its network (the core then reads balances again). */
  async waitForTransaction({ hash, network }: AdapterWaitForTransactionParameters): Promise<void> {
    const chainId = this.#requireChainId(network)
    const { waitForTransaction } = await this.#runtime()
    await waitForTransaction(this.wagmiConfig, { hash, chainId })
  }

  // The eip155 extension: raw transactions, gas and contract calls by ABI.

  async sendTransaction(parameters: AdapterTransactionParameters): Promise<{ hash: string }> {
    const { network, ...transaction } = parameters
    const chainId = this.#requireChainId(network)
    const { sendTransaction } = await this.#runtime()
    return { hash: await sendTransaction(this.wagmiConfig, { ...transaction, chainId }) }
  }

  async estimateGas(parameters: AdapterTransactionParameters): Promise<{ gas: bigint }> {
    const { network, ...transaction } = parameters
    const chainId = this.#requireChainId(network)
    const { estimateGas } = await this.#runtime()
    return { gas: await estimateGas(this.wagmiConfig, { ...transaction, chainId }) }
  }

  async writeContract(parameters: AdapterWriteContractParameters): Promise<{ hash: string }> {
    const { network, ...call } = parameters
    const chainId = this.#requireChainId(network)
    const { writeContract } = await this.#runtime()
    return { hash: await writeContract(this.wagmiConfig, { ...call, chainId }) }
  }

  /**
   * ENS name and avatar (viem's universal-resolver calls) on the account's network when it has a resolver
   * (`contracts.ensUniversalResolver`: mainnet, sepolia, the devnets), else on the first configured network that
   * has one; no resolver anywhere answers no name without a request.
   */
  async getProfile({ address, network }: AdapterProfileParameters): Promise<AdapterProfile> {
    const chainId = this.#nameServiceChainId(network)
    if (chainId === undefined) return { name: null, avatar: null }
    const { readEnsProfile } = await this.#runtime()
    return readEnsProfile(this.wagmiConfig, { address, chainId })
  }

  /** The address an ENS name points to (and its avatar), on the same network choice as `getProfile`. */
  async resolveName({ name, network }: AdapterResolveNameParameters): Promise<AdapterResolvedName> {
    const chainId = this.#nameServiceChainId(network)
    if (chainId === undefined) return { address: null, avatar: null }
    const { resolveEnsName } = await this.#runtime()
    return resolveEnsName(this.wagmiConfig, { name, chainId })
  }

  /**
   * Adds the WalletConnect connector (id `walletConnect`, listed as WALLET_CONNECT) over the page's WalletConnect
   * session; `createAppKit` calls it. Its SDK loads only when the connector is first used.
   */
  setWalletConnect(source: WalletConnectSource): void {
    if (this.#walletConnectUid) return
    const { connectors } = this.wagmiConfig._internal
    const connector = connectors.setup(createWalletConnectConnector(source))
    this.#walletConnectUid = connector.uid
    connectors.setState((current) => [...current, connector])
  }

  /** The connected wallet's EIP-1193 provider (what `useAppKitProvider('eip155').walletProvider` returns). */
  getWalletProvider({ connectorId }: { connectorId: string }): unknown {
    return liveConnector(this.wagmiConfig, connectorId)
      ? this.#connection.providers.get(connectorId)
      : undefined
  }

  parseUnits(value: string, decimals: number): bigint {
    return parseUnits(value, decimals)
  }

  formatUnits(value: bigint, decimals: number): string {
    return formatUnits(value, decimals)
  }

  /**
   * Stops what the adapter watches (connection changes, pending transactions) and drops its listeners. The
   * wagmi config stays usable for the dApp's own hooks.
   */
  destroy(): void {
    for (const cleanup of this.#cleanups.splice(0)) cleanup()
    this.#pending?.stop()
    this.emitter.removeAllListeners()
  }

  /**
   * Where names are looked up: the network itself when it has an ENS universal resolver, else the first configured
   * network that has one; undefined when none has.
   */
  #nameServiceChainId(network: CaipNetwork): number | undefined {
    const hasResolver = (chain: { contracts?: { ensUniversalResolver?: unknown } }) =>
      Boolean(chain.contracts?.ensUniversalResolver)
    const requested = configuredChainId(this.wagmiConfig, network)
    const chain =
      this.wagmiConfig.chains.find((candidate) => candidate.id === requested && hasResolver(candidate)) ??
      this.wagmiConfig.chains.find(hasResolver)
    return chain?.id
  }

  #origin(connector: WagmiConnector): ConnectorOrigin {
    if (this.#externalUids.has(connector.uid) || connector.uid === this.#walletConnectUid) return 'external'
    if (connector.uid === this.#injectedUid) return 'injected'
    // wagmi adds connectors to its list on its own only for EIP-6963 announcements.
    return 'announced'
  }

  #toCoreConnectors(connectors: readonly WagmiConnector[]): Connector[] {
    return connectors.map((connector) => toCoreConnector(connector, this.#origin(connector)))
  }

  #requireChainId(network: CaipNetwork): number {
    const chainId = configuredChainId(this.wagmiConfig, network)
    if (chainId === undefined) throw new NetworkNotFoundError(network.caipNetworkId)
    return chainId
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
