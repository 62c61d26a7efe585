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
  type AdapterSignMessageParameters,
  type AdapterSwitchNetworkParameters,
  type AdapterTransactionParameters,
  type AdapterWriteContractParameters,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapter,
  type ChainAdapterCapabilities,
  type ChainAdapterEvents,
  type ChainNamespace,
  ChainNotConfiguredError,
  ConnectionFailedError,
  type Connector,
  type CustomRpcUrl,
  createAdapterEmitter,
  NetworkNotFoundError,
  ONE_SECOND_MS,
  type WalletConnectSource,
} from '@org/appkit-core'
import {
  type Config,
  ConnectorAlreadyConnectedError,
  ConnectorNotFoundError,
  type CreateConnectorFn,
  createConfig,
  injected,
  type Storage,
  type Transport,
  type Connector as WagmiConnector,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  reconnect as wagmiReconnect,
  switchChain as wagmiSwitchChain,
  watchConnection,
  watchConnectors,
} from '@wagmi/core'
import { formatUnits, getAddress, parseUnits } from 'viem'
import {
  createPendingTransactionsWatcher,
  type PendingTransactionsWatcher,
} from './createPendingTransactionsWatcher.ts'
import { createTransports } from './createTransports.ts'
import { createWalletConnectConnector } from './createWalletConnectConnector.ts'
import { toCoreError } from './errors/toCoreError.ts'
import { toAddEthereumChainParameter } from './toAddEthereumChainParameter.ts'
import { type ConnectorOrigin, toCoreConnector } from './toCoreConnector.ts'
import { toViemChain } from './toViemChain.ts'
import { waitForConnector } from './waitForConnector.ts'
import { waitForHydration } from './waitForHydration.ts'
import { waitForSettledStatus } from './waitForSettledStatus.ts'

/** Whether and how often the active chain is polled for pending transactions (`eth_newPendingTransactionFilter`). */
export interface PendingTransactionsFilter {
  /** Default true. */
  enable?: boolean
  /** Default 30 000 ms. */
  pollingInterval?: number
}

export interface WagmiAdapterParameters {
  /** The project id; the WalletConnect connector (issue 5) uses it. */
  projectId: string
  /** The dApp's networks; the eip155 ones become the wagmi chains, the first being the default. */
  networks: readonly CaipNetwork[]
  /** A wagmi transport per chain id, used instead of HTTP to the network's RPC URLs. */
  transports?: Readonly<Record<number, Transport>>
  /** RPC URLs per CAIP network id, tried before the network's own (`createAppKit`'s option of the same name). */
  customRpcUrls?: Readonly<Record<CaipNetworkId, readonly CustomRpcUrl[]>>
  /**
   * wagmi connectors of the dApp's own (reported as EXTERNAL, or WALLET_CONNECT for a WalletConnect one). The
   * adapter adds wagmi's `injected()` and the EIP-6963 wallets itself.
   */
  connectors?: readonly CreateConnectorFn[]
  /** Where wagmi keeps its state (the connection to restore after a reload); wagmi's localStorage default when absent, none when null. */
  storage?: Storage | null
  /** Discover EIP-6963 wallets. Default true. */
  multiInjectedProviderDiscovery?: boolean
  pendingTransactionsFilter?: PendingTransactionsFilter
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

function toAccounts(addresses: readonly string[]): AdapterAccount[] {
  return addresses.map((address) => ({ namespace: 'eip155', address, type: 'eoa' }))
}

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
  /** The EIP-1193 provider of each live connection, by connector id, kept for `getWalletProvider`. */
  readonly #providers = new Map<string, unknown>()
  // Connection changes made by the adapter's own actions are reported by their results, not as events.
  #busy = 0

  constructor(parameters: WagmiAdapterParameters) {
    this.projectId = parameters.projectId
    this.networks = parameters.networks.filter((network) => network.chainNamespace === 'eip155')
    const [first, ...rest] = this.networks.map(toViemChain)
    if (!first) throw new ChainNotConfiguredError('eip155')

    const external = parameters.connectors ?? []
    this.wagmiConfig = createConfig({
      chains: [first, ...rest],
      connectors: [...external, injected()],
      transports: createTransports({
        networks: this.networks,
        transports: parameters.transports,
        customRpcUrls: parameters.customRpcUrls,
      }),
      multiInjectedProviderDiscovery: parameters.multiInjectedProviderDiscovery ?? true,
      ...(parameters.storage === undefined ? {} : { storage: parameters.storage }),
    })
    // createConfig sets connectors up in order: the dApp's, then ours; EIP-6963 wallets follow, now and later.
    const initial = this.wagmiConfig.connectors
    this.#externalUids = new Set(initial.slice(0, external.length).map((connector) => connector.uid))
    this.#injectedUid = initial[external.length]?.uid

    const filter = parameters.pendingTransactionsFilter
    if (filter?.enable ?? true) {
      this.#pending = createPendingTransactionsWatcher(this.wagmiConfig, {
        pollingInterval: filter?.pollingInterval ?? DEFAULT_PENDING_TRANSACTIONS_POLLING_MS,
        onTransaction: (hash) => this.#emit('pendingTransactions', { hash }),
      })
    }
    this.#cleanups.push(
      watchConnection(this.wagmiConfig, {
        onChange: (connection, previous) => {
          this.#pending?.watch(connection.status === 'connected' ? connection.chainId : undefined)
          if (this.#busy > 0 || previous.status !== 'connected') return
          if (connection.status === 'disconnected') {
            this.#emit('disconnect', previous.connector ? { connectorId: previous.connector.id } : {})
            return
          }
          if (connection.status !== 'connected') return
          if (connection.address !== previous.address) {
            this.#emit('accountChanged', {
              address: connection.address,
              chainId: connection.chainId,
              accounts: toAccounts(connection.addresses),
            })
          }
          if (connection.chainId !== previous.chainId) {
            this.#emit('chainChanged', { chainId: connection.chainId })
          }
        },
      }),
    )
  }

  async syncConnectors(): Promise<readonly Connector[]> {
    return this.#toCoreConnectors(this.wagmiConfig.connectors)
  }

  watchConnectors(onChange: (connectors: readonly Connector[]) => void): () => void {
    return watchConnectors(this.wagmiConfig, {
      onChange: (connectors) => onChange(this.#toCoreConnectors(connectors)),
    })
  }

  async connect(parameters: AdapterConnectParameters): Promise<AdapterConnection> {
    const connector = this.#findConnector(parameters.id, parameters.info?.rdns)
    if (!connector) {
      throw new ConnectionFailedError({
        connectorId: parameters.id,
        namespace: 'eip155',
        cause: new ConnectorNotFoundError(),
      })
    }
    const chainId = this.#configuredChainId(parameters.network)
    return this.#quietly(async () => {
      try {
        await wagmiConnect(this.wagmiConfig, { connector, ...(chainId === undefined ? {} : { chainId }) })
      } catch (error) {
        // Connecting the wallet that is already connected keeps its connection.
        if (!(error instanceof ConnectorAlreadyConnectedError)) throw toCoreError(error, { chainId })
      }
      // The core holds one connection per namespace: a wallet connected before this one is let go.
      await this.#disconnectOthers(connector)
      const connection = this.#connectionOf(connector.id)
      if (!connection) throw new ConnectionFailedError({ connectorId: connector.id, namespace: 'eip155' })
      await this.#rememberProvider(connector)
      return connection
    })
  }

  async disconnect(parameters: { connectorId: string }): Promise<void> {
    this.#providers.delete(parameters.connectorId)
    const connector = this.#liveConnector(parameters.connectorId)
    if (!connector) return
    await this.#quietly(async () => {
      try {
        await wagmiDisconnect(this.wagmiConfig, { connector })
      } catch (error) {
        throw toCoreError(error)
      }
    })
  }

  async reconnect(parameters: AdapterReconnectParameters): Promise<AdapterConnection | null> {
    await waitForHydration(this.wagmiConfig)
    // An extension may announce itself (EIP-6963) a moment after the page asked.
    const connector = await waitForConnector(
      this.wagmiConfig,
      (connectors) => connectors.find((candidate) => candidate.id === parameters.connectorId),
      ONE_SECOND_MS,
    )
    if (!connector) return null
    return this.#quietly(async () => {
      try {
        await wagmiReconnect(this.wagmiConfig, { connectors: [connector] })
        // wagmi runs one reconnect at a time (the dApp's WagmiProvider may run one too): wait for it to settle.
        await waitForSettledStatus(this.wagmiConfig)
      } catch (error) {
        throw toCoreError(error)
      }
      const connection = this.#connectionOf(connector.id) ?? null
      if (connection) await this.#rememberProvider(connector)
      return connection
    })
  }

  async getAccounts(parameters: { connectorId: string }): Promise<readonly AdapterAccount[]> {
    return this.#connectionOf(parameters.connectorId)?.accounts ?? []
  }

  async switchNetwork(parameters: AdapterSwitchNetworkParameters): Promise<void> {
    const { network } = parameters
    const chainId = this.#configuredChainId(network)
    if (chainId === undefined) throw new NetworkNotFoundError(network.caipNetworkId)
    const connector = parameters.connectorId
      ? this.#liveConnector(parameters.connectorId)
      : this.#liveConnector(this.#currentConnectorId())
    if (!connector) {
      // Nothing to ask a wallet: the dApp's wagmi hooks follow the chosen network.
      this.wagmiConfig.setState((state) => ({ ...state, chainId }))
      return
    }
    try {
      // wallet_switchEthereumChain; on 4902 wagmi adds the chain with these details and switches (spec §7).
      await wagmiSwitchChain(this.wagmiConfig, {
        chainId,
        connector,
        addEthereumChainParameter: toAddEthereumChainParameter(network),
      })
    } catch (error) {
      throw toCoreError(error, { chainId })
    }
  }

  // The wallet actions below load their code on first use (./actions/*): what viem needs to prepare, encode and
  // decode them is far larger than connecting, and a page that never sends or signs should not pay for it.

  async getBalance(parameters: AdapterBalanceParameters): Promise<AdapterBalance> {
    const chainId = this.#requireChainId(parameters.network)
    try {
      const { readBalance } = await import('./actions/readBalance.ts')
      return await readBalance(this.wagmiConfig, {
        address: parameters.address,
        tokenAddress: parameters.tokenAddress,
        chainId,
      })
    } catch (error) {
      throw toCoreError(error, { chainId })
    }
  }

  async signMessage(parameters: AdapterSignMessageParameters): Promise<{ signature: string }> {
    try {
      const connector = parameters.connectorId ? this.#findConnector(parameters.connectorId) : undefined
      const { signMessage } = await import('./actions/signMessage.ts')
      const signature = await signMessage(this.wagmiConfig, {
        message: parameters.message,
        address: parameters.address,
        connector,
      })
      return { signature }
    } catch (error) {
      throw toCoreError(error)
    }
  }

  async sendTransaction(parameters: AdapterTransactionParameters): Promise<{ hash: string }> {
    const { network, ...transaction } = parameters
    const chainId = this.#requireChainId(network)
    try {
      const { sendTransaction } = await import('./actions/sendTransaction.ts')
      return { hash: await sendTransaction(this.wagmiConfig, { ...transaction, chainId }) }
    } catch (error) {
      throw toCoreError(error, { chainId })
    }
  }

  async estimateGas(parameters: AdapterTransactionParameters): Promise<{ gas: bigint }> {
    const { network, ...transaction } = parameters
    const chainId = this.#requireChainId(network)
    try {
      const { estimateGas } = await import('./actions/estimateGas.ts')
      return { gas: await estimateGas(this.wagmiConfig, { ...transaction, chainId }) }
    } catch (error) {
      throw toCoreError(error, { chainId })
    }
  }

  async writeContract(parameters: AdapterWriteContractParameters): Promise<{ hash: string }> {
    const { network, ...call } = parameters
    const chainId = this.#requireChainId(network)
    try {
      const { writeContract } = await import('./actions/writeContract.ts')
      return { hash: await writeContract(this.wagmiConfig, { ...call, chainId }) }
    } catch (error) {
      throw toCoreError(error, { chainId })
    }
  }

  /**
   * ENS name and avatar (viem's universal-resolver calls) on the account's network when it has a resolver
   * (`contracts.ensUniversalResolver`: mainnet, sepolia, the devnets), else on the first configured network that
   * has one; no resolver anywhere answers no name without a request.
   */
  async getProfile({ address, network }: AdapterProfileParameters): Promise<AdapterProfile> {
    const chainId = this.#nameServiceChainId(network)
    if (chainId === undefined) return { name: null, avatar: null }
    try {
      const { readEnsProfile } = await import('./readEnsProfile.ts')
      return await readEnsProfile(this.wagmiConfig, { address: getAddress(address), chainId })
    } catch (error) {
      throw toCoreError(error, { chainId })
    }
  }

  /** The address an ENS name points to (and its avatar), on the same network choice as `getProfile`. */
  async resolveName({ name, network }: AdapterResolveNameParameters): Promise<AdapterResolvedName> {
    const chainId = this.#nameServiceChainId(network)
    if (chainId === undefined) return { address: null, avatar: null }
    try {
      const { resolveEnsName } = await import('./resolveEnsName.ts')
      return await resolveEnsName(this.wagmiConfig, { name, chainId })
    } catch (error) {
      throw toCoreError(error, { chainId })
    }
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
    return this.#liveConnector(connectorId) ? this.#providers.get(connectorId) : undefined
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
    const requested = this.#configuredChainId(network)
    const chain =
      this.wagmiConfig.chains.find((candidate) => candidate.id === requested && hasResolver(candidate)) ??
      this.wagmiConfig.chains.find(hasResolver)
    return chain?.id
  }

  async #rememberProvider(connector: WagmiConnector): Promise<void> {
    try {
      this.#providers.set(connector.id, await connector.getProvider())
    } catch {
      // A connector that cannot hand out its provider still connects; the dApp just gets none.
      this.#providers.delete(connector.id)
    }
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

  #findConnector(id: string, rdns?: string): WagmiConnector | undefined {
    const connectors = this.wagmiConfig.connectors
    return (
      connectors.find((connector) => connector.id === id) ??
      (rdns ? connectors.find((connector) => connector.id === rdns) : undefined)
    )
  }

  #currentConnectorId(): string {
    const { current, connections } = this.wagmiConfig.state
    return (current ? connections.get(current)?.connector.id : undefined) ?? ''
  }

  /** The connector of a live connection (not one restored from storage but not reconnected yet). */
  #liveConnector(connectorId: string): WagmiConnector | undefined {
    if (this.wagmiConfig.state.status !== 'connected') return undefined
    for (const connection of this.wagmiConfig.state.connections.values()) {
      const { connector } = connection
      if (connector.id === connectorId && typeof connector.getProvider === 'function') return connector
    }
    return undefined
  }

  #connectionOf(connectorId: string): AdapterConnection | undefined {
    const connector = this.#liveConnector(connectorId)
    const connection = connector ? this.wagmiConfig.state.connections.get(connector.uid) : undefined
    const [address] = connection?.accounts ?? []
    if (!connection || !address) return undefined
    return { address, chainId: connection.chainId, accounts: toAccounts(connection.accounts) }
  }

  async #disconnectOthers(keep: WagmiConnector): Promise<void> {
    for (const { connector } of [...this.wagmiConfig.state.connections.values()]) {
      if (connector.uid === keep.uid) continue
      if (typeof connector.getProvider === 'function') {
        await wagmiDisconnect(this.wagmiConfig, { connector }).catch(() => undefined)
      } else {
        // A connection wagmi restored from storage but never reconnected: there is no wallet to tell.
        this.wagmiConfig.setState((state) => {
          const connections = new Map(state.connections)
          connections.delete(connector.uid)
          return { ...state, connections }
        })
      }
    }
  }

  #configuredChainId(network: CaipNetwork | undefined): number | undefined {
    if (network?.chainNamespace !== 'eip155') return undefined
    const chainId = Number(network.id)
    return this.wagmiConfig.chains.some((chain) => chain.id === chainId) ? chainId : undefined
  }

  #requireChainId(network: CaipNetwork): number {
    const chainId = this.#configuredChainId(network)
    if (chainId === undefined) throw new NetworkNotFoundError(network.caipNetworkId)
    return chainId
  }

  async #quietly<T>(action: () => Promise<T>): Promise<T> {
    this.#busy += 1
    try {
      return await action()
    } finally {
      this.#busy -= 1
    }
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
