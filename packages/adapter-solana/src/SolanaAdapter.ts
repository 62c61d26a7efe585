import {
  type AdapterAccount,
  type AdapterBalance,
  type AdapterBalanceParameters,
  type AdapterConnection,
  type AdapterConnectParameters,
  type AdapterEmitter,
  type AdapterReconnectParameters,
  AdapterRequestFailedError,
  type AdapterSendFee,
  type AdapterSendFeeParameters,
  type AdapterSendNativeParameters,
  type AdapterSendResult,
  type AdapterSendTokenParameters,
  type AdapterSignMessageParameters,
  type AdapterSwitchNetworkParameters,
  type AdapterWaitForTransactionParameters,
  type CaipNetwork,
  type ChainAdapter,
  type ChainAdapterCapabilities,
  type ChainAdapterEvents,
  type ChainNamespace,
  ConnectionFailedError,
  type Connector,
  createAdapterEmitter,
  type KeyValueStorage,
  NetworkNotFoundError,
  type WalletConnectSource,
} from '@org/appkit-core'
import { getDefaultStorage } from '@org/appkit-core/internal'
import type { WalletAdapter } from '@solana/wallet-adapter-base'
import type { Connection, PublicKey, Transaction } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import { type ConnectorList, createConnectorList, toCoreConnector } from './connectors/createConnectorList.ts'
import { createWalletConnectConnector } from './connectors/createWalletConnectConnector.ts'
import type { SolanaConnector } from './connectors/SolanaConnector.ts'
import { encodeBase58 } from './encoding/base58.ts'
import { toCoreError } from './errors/toCoreError.ts'
import { latestSolanaAdapter } from './latestSolanaAdapter.ts'
import { getLoadedSolanaRuntime, loadSolanaRuntime, type SolanaRuntime } from './loadSolanaRuntime.ts'
import { DEFAULT_COMMITMENT, type SolanaConnectionSettings } from './network/SolanaConnectionSettings.ts'
import { solanaClusters, toChainReference } from './network/solanaClusters.ts'
import { verifyCluster } from './network/verifyCluster.ts'
import type { SolanaProvider } from './SolanaProvider.ts'

export interface SolanaAdapterParameters {
  /**
   * Adapters of `@solana/wallet-adapter-base` to offer besides the Wallet Standard wallets the page has (listed as
   * EXTERNAL under their names; a Wallet Standard wallet of the same name replaces its adapter).
   */
  wallets?: readonly WalletAdapter[]
  /** web3.js settings of every `Connection` the adapter makes: a commitment, or a whole config. Default 'confirmed'. */
  connectionSettings?: SolanaConnectionSettings
  /**
   * Where the adapter remembers the wallet it connected, so a reload restores that one and no other. Null: nothing is
   * remembered, and `reconnect` restores whichever wallet the core asks for. Default: the core's storage
   * (localStorage, or memory where it is blocked or missing).
   */
  storage?: KeyValueStorage | null
}

const CAPABILITIES: Readonly<ChainAdapterCapabilities> = Object.freeze({
  send: true,
  // Swaps and history come from the blockchain API, not from the adapter; Solana has no names of the spec's kind.
  swap: false,
  names: false,
  history: false,
  balance: true,
  signMessage: true,
  writeContract: false,
  embeddedWallet: false,
})

/** The storage key of the connected connector's id. */
export const SOLANA_CONNECTOR_STORAGE_KEY = '@appkit/solana-connector'
/** How long `reconnect` waits for the stored wallet to register (extensions register a moment after load). */
const RECONNECT_WAIT_MS = 1_000
const MAINNET_REFERENCE = Object.keys(solanaClusters)[0] as string

interface ActiveConnection {
  connector: SolanaConnector
  addresses: readonly string[]
  provider: SolanaProvider
  stopWatching(): void
}

/**
 * The solana chain adapter: `new SolanaAdapter({ wallets?, connectionSettings? })`, handed to
 * `createAppKit({ adapters: [solanaAdapter] })` beside or without an eip155 adapter (Reown's option names, so a
 * dApp moves by changing specifiers). It lists every Wallet Standard wallet that supports Solana (also those
 * registering later), the wallet adapters given in `wallets`, and the WalletConnect session; signs, sends SOL and
 * SPL tokens, and reads balances over web3.js on the network the core passes. web3.js loads in a lazy chunk, started
 * when the adapter is created in a browser (else at its first asynchronous call), so the import itself costs only
 * wallet discovery.
 *
 * @example
 * const solanaAdapter = new SolanaAdapter()
 * const { address } = await solanaAdapter.connect({ id: 'Phantom', type: 'ANNOUNCED', network: solana })
 */
export class SolanaAdapter implements ChainAdapter {
  readonly namespace: ChainNamespace = 'solana'
  readonly capabilities: Readonly<ChainAdapterCapabilities> = CAPABILITIES
  readonly emitter: AdapterEmitter<ChainAdapterEvents> = createAdapterEmitter()
  /** The wallet adapters given in `wallets`. */
  readonly wallets: readonly WalletAdapter[]
  readonly connectionSettings: SolanaConnectionSettings

  readonly #storage: KeyValueStorage | null
  readonly #connectors: ConnectorList
  #walletConnect: SolanaConnector | undefined
  #active: ActiveConnection | undefined
  #network: CaipNetwork | undefined
  /** The newest connect flow: a wallet approving an older one after the visitor chose another must not take over. */
  #newestConnect: object | undefined
  /** Every Solana network a call named, by CAIP-2 id: the active one after a WalletConnect connect that named none. */
  readonly #knownNetworks = new Map<string, CaipNetwork>()
  readonly #connections = new Map<string, Connection>()
  readonly #verified = new Map<string, Promise<void>>()
  readonly #cleanups = new Set<() => void>()
  /** The signatures being watched until they land (`#whenLanded`). */
  readonly #landings = new Map<string, Promise<void>>()
  readonly #connectionListeners = new Set<(connection: Connection | undefined) => void>()
  /** The connection the listeners were last told of. */
  #reportedConnection: Connection | undefined

  constructor(parameters: SolanaAdapterParameters = {}) {
    this.wallets = [...(parameters.wallets ?? [])]
    this.connectionSettings = parameters.connectionSettings ?? DEFAULT_COMMITMENT
    this.#storage = parameters.storage === undefined ? getDefaultStorage() : parameters.storage
    this.#connectors = createConnectorList({
      wallets: this.wallets,
      getWalletConnect: () => this.#walletConnect,
    })
    // What `useAppKitConnection` (the `./react` entry) reads: the page's newest adapter.
    latestSolanaAdapter.set(this)
    // web3.js starts loading at once in a browser, so the first connect or balance does not wait for it; a server
    // render loads it only if it calls the adapter.
    if (typeof document !== 'undefined') this.#preloadRuntime()
  }

  // Connectors.

  async syncConnectors(): Promise<readonly Connector[]> {
    return this.#connectors.list().map(toCoreConnector)
  }

  watchConnectors(onChange: (connectors: readonly Connector[]) => void): () => void {
    return this.#connectors.watch(() => onChange(this.#connectors.list().map(toCoreConnector)))
  }

  /** Adds the WalletConnect connector (id `walletConnect`) over the page's session; `createAppKit` calls it. */
  setWalletConnect(source: WalletConnectSource): void {
    this.#walletConnect ??= createWalletConnectConnector(source, () => this.#activeNetwork())
  }

  // Connection.

  async connect(parameters: AdapterConnectParameters): Promise<AdapterConnection> {
    const network = this.#adoptNetwork(parameters.network)
    const connector = this.#connectors.find(parameters.id, parameters.type)
    if (!connector) {
      throw new ConnectionFailedError({
        connectorId: parameters.id,
        namespace: 'solana',
        cause: new Error(`No Solana wallet named ${parameters.id} is on the page`),
      })
    }
    const flow = { connectorId: connector.id }
    this.#newestConnect = flow
    // web3.js loads while the wallet asks the visitor.
    const runtime = this.#loadRuntime()
    runtime.catch(() => undefined)
    let addresses: readonly string[]
    try {
      addresses = await connector.connect({ silent: false, network })
    } catch (error) {
      throw toCoreError(error, { kind: 'connect', connectorId: connector.id })
    }
    const newest = this.#newestConnect as { connectorId: string } | undefined
    if (newest !== flow && newest?.connectorId !== connector.id) {
      await connector.disconnect().catch(() => undefined)
      throw new ConnectionFailedError({
        connectorId: connector.id,
        namespace: 'solana',
        cause: new Error('A newer connection to another wallet was started'),
      })
    }
    if (addresses.length === 0) {
      throw new ConnectionFailedError({
        connectorId: connector.id,
        namespace: 'solana',
        cause: new Error('The wallet exposed no Solana account'),
      })
    }
    return this.#activate(await runtime, connector, addresses)
  }

  async reconnect(parameters: AdapterReconnectParameters): Promise<AdapterConnection | null> {
    // Only the wallet this page connected last: a wallet that still trusts the site is not connected silently after
    // the visitor disconnected it here.
    if (this.#storage && this.#storage.getItem(SOLANA_CONNECTOR_STORAGE_KEY) !== parameters.connectorId)
      return null
    const network = this.#adoptNetwork(parameters.network)
    const runtime = this.#loadRuntime()
    runtime.catch(() => undefined)
    const connector = await this.#connectors.waitFor(parameters.connectorId, RECONNECT_WAIT_MS)
    if (!connector) return null
    let addresses: readonly string[]
    try {
      addresses = await connector.connect({ silent: true, network })
    } catch (error) {
      throw toCoreError(error, { kind: 'connect', connectorId: connector.id })
    }
    if (addresses.length === 0) {
      this.#storage?.removeItem(SOLANA_CONNECTOR_STORAGE_KEY)
      return null
    }
    return this.#activate(await runtime, connector, addresses)
  }

  async disconnect(parameters: { connectorId: string }): Promise<void> {
    const active = this.#active
    if (!active || active.connector.id !== parameters.connectorId) return
    // Forgotten first: the wallet's own 'accounts gone' event for this disconnect is not a wallet-side disconnect.
    this.#deactivate()
    try {
      await active.connector.disconnect()
    } catch (error) {
      throw toCoreError(error, { kind: 'request' })
    }
  }

  async getAccounts(parameters: { connectorId: string }): Promise<readonly AdapterAccount[]> {
    const active = this.#active
    if (!active || active.connector.id !== parameters.connectorId) return []
    return toAccounts(active.addresses)
  }

  /** Solana wallets sign for any cluster: switching changes the network the adapter uses, without a prompt. */
  async switchNetwork(parameters: AdapterSwitchNetworkParameters): Promise<void> {
    if (parameters.network.chainNamespace !== 'solana') {
      throw new NetworkNotFoundError(parameters.network.caipNetworkId)
    }
    // The switch takes effect at once; it resolves when the network's connection can be had.
    this.#adoptNetwork(parameters.network)
    await this.#loadRuntime()
  }

  /** The connected wallet as a `SolanaProvider` (what `useAppKitProvider('solana').walletProvider` returns). */
  getWalletProvider({ connectorId }: { connectorId: string }): SolanaProvider | undefined {
    const active = this.#active
    return active && active.connector.id === connectorId ? active.provider : undefined
  }

  /**
   * The web3.js `Connection` to `network`, else to the active network (the one of the last connect, reconnect or
   * switch), built with `connectionSettings` and the network's WebSocket URL; undefined before any network is known
   * and until web3.js has loaded (`watchConnection` tells when it becomes available). What a dApp sends its own
   * transactions with (Reown's `useAppKitConnection`).
   *
   * @example const connection = solanaAdapter.getConnection(); await connection?.getBalance(publicKey)
   */
  getConnection(network: CaipNetwork | undefined = this.#activeNetwork()): Connection | undefined {
    const runtime = getLoadedSolanaRuntime()
    if (!runtime || network?.chainNamespace !== 'solana') return undefined
    const rpcUrl = network.rpcUrls.default.http[0]
    if (!rpcUrl) return undefined
    const key = `${network.caipNetworkId} ${rpcUrl}`
    let connection = this.#connections.get(key)
    if (!connection) {
      connection = runtime.createSolanaConnection(network, this.connectionSettings)
      this.#connections.set(key, connection)
    }
    return connection
  }

  /**
   * Calls `onChange` with `getConnection()`'s new value whenever the active network changes (a connect, reconnect
   * or switch to another network or RPC URL) and when web3.js has loaded, so the connection becomes available;
   * returns the unsubscribe function. `useAppKitConnection` re-renders with it.
   *
   * @example const stop = solanaAdapter.watchConnection((connection) => console.log(connection?.rpcEndpoint))
   */
  watchConnection(onChange: (connection: Connection | undefined) => void): () => void {
    if (this.#connectionListeners.size === 0) this.#reportedConnection = this.getConnection()
    this.#connectionListeners.add(onChange)
    // A watcher wants the connection: web3.js loads now if nothing has loaded it yet.
    if (!getLoadedSolanaRuntime()) this.#preloadRuntime()
    return () => {
      this.#connectionListeners.delete(onChange)
    }
  }

  // Reads and signatures.

  async getBalance(parameters: AdapterBalanceParameters): Promise<AdapterBalance> {
    const runtime = await this.#loadRuntime()
    const connection = await this.#verifiedConnection(parameters.network)
    try {
      return await runtime.readBalance({ connection, ...parameters })
    } catch (error) {
      throw toCoreError(error, { kind: 'request' })
    }
  }

  /** Signs the UTF-8 bytes of `message`; the signature is base58, as Reown's Solana adapter returns it. */
  async signMessage(parameters: AdapterSignMessageParameters): Promise<{ signature: string }> {
    const active = this.#requireActive(parameters.connectorId)
    try {
      const signature = await active.connector.signMessage(new TextEncoder().encode(parameters.message), {
        address: parameters.address,
      })
      return { signature: encodeBase58(signature) }
    } catch (error) {
      throw toCoreError(error, { kind: 'request' })
    }
  }

  // Sends.

  /** Sends SOL (System program transfer); `feeRate` is ignored (Solana fees are per signature). */
  async sendNative(parameters: AdapterSendNativeParameters): Promise<AdapterSendResult> {
    const runtime = await this.#loadRuntime()
    const { receiver } = runtime.validateSend({ to: parameters.to, amount: parameters.value })
    const sender = toSender(runtime, parameters.address)
    const active = this.#requireActive()
    const connection = await this.#verifiedConnection(parameters.network)
    const transaction = await this.#request(() =>
      runtime.buildNativeTransfer({ connection, sender, receiver, lamports: parameters.value }),
    )
    return this.#send(runtime, active, transaction, parameters.network, connection)
  }

  /**
   * Sends an SPL token (Token or Token-2022): `TransferChecked` between the associated token accounts, creating the
   * receiver's first when it has none (the sender pays its rent).
   */
  async sendToken(parameters: AdapterSendTokenParameters): Promise<AdapterSendResult> {
    const runtime = await this.#loadRuntime()
    const { receiver } = runtime.validateSend({ to: parameters.to, amount: parameters.amount })
    const sender = toSender(runtime, parameters.address)
    const active = this.#requireActive()
    const connection = await this.#verifiedConnection(parameters.network)
    const { transaction } = await this.#request(async () =>
      runtime.buildTokenTransfer({
        connection,
        sender,
        receiver,
        mint: await runtime.readMint(connection, new runtime.PublicKey(parameters.token.address)),
        amount: parameters.amount,
        decimals: parameters.token.decimals,
      }),
    )
    return this.#send(runtime, active, transaction, parameters.network, connection)
  }

  /**
   * Resolves once the transaction has landed (confirmed or finalized) on `network`; rejects with
   * AdapterRequestFailedError when it has not within the time a blockhash lives.
   */
  async waitForTransaction({ hash, network }: AdapterWaitForTransactionParameters): Promise<void> {
    const runtime = await this.#loadRuntime()
    await this.#whenLanded(runtime, await this.#verifiedConnection(network), hash)
  }

  /**
   * What a send costs the sender in lamports beyond the amount: the network fee of the transaction it would sign
   * (`getFeeForMessage`), plus, for a token send to a receiver without a token account, the rent of the account
   * the send creates, since the visitor pays it too.
   */
  async estimateSendFee(parameters: AdapterSendFeeParameters): Promise<AdapterSendFee> {
    const runtime = await this.#loadRuntime()
    const { receiver } = runtime.validateSend({ to: parameters.to, amount: parameters.amount })
    const sender = toSender(runtime, parameters.address)
    const connection = await this.#verifiedConnection(parameters.network)
    const { amount, token } = parameters
    return {
      fee: await this.#request(() =>
        runtime.estimateSendFee({ connection, sender, receiver, amount, token }),
      ),
    }
  }

  /** Stops watching the wallet and pending transactions, and drops the adapter's listeners. */
  destroy(): void {
    this.#active?.stopWatching()
    for (const cleanup of this.#cleanups) cleanup()
    this.#cleanups.clear()
    this.#landings.clear()
    this.emitter.removeAllListeners()
    this.#connectionListeners.clear()
    latestSolanaAdapter.clear(this)
  }

  // Internals.

  /**
   * The shared web3.js runtime (one `import()` per page); once it is there the active network has a connection, so
   * the `watchConnection` listeners are told. A failed load is a failed request (the next call tries again).
   */
  async #loadRuntime(): Promise<SolanaRuntime> {
    let runtime: SolanaRuntime
    try {
      runtime = await loadSolanaRuntime()
    } catch (error) {
      throw toCoreError(error, { kind: 'request' })
    }
    this.#reportConnection()
    return runtime
  }

  /** Starts loading the runtime without waiting; a failure is left to the call that needs it. */
  #preloadRuntime(): void {
    this.#loadRuntime().catch(() => undefined)
  }

  #adoptNetwork(network: CaipNetwork | undefined): CaipNetwork | undefined {
    if (network?.chainNamespace === 'solana') {
      this.#network = network
      this.#knownNetworks.set(network.caipNetworkId, network)
      this.#reportConnection()
    }
    return this.#network
  }

  /** Tells the `watchConnection` listeners when the active network's connection is another one than before. */
  #reportConnection(): void {
    if (this.#connectionListeners.size === 0) return
    const connection = this.getConnection()
    if (connection === this.#reportedConnection) return
    this.#reportedConnection = connection
    for (const listener of this.#connectionListeners) {
      try {
        listener(connection)
      } catch (error) {
        // One failing listener must not keep the others (or the connect that changed the network) from going on.
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }

  /**
   * The network the adapter works on: the one of the last connect, reconnect or switch; after a connect that named
   * none (WalletConnect's), a network some call named whose id is the connection's chain.
   */
  #activeNetwork(): CaipNetwork | undefined {
    if (this.#network) return this.#network
    const active = this.#active
    return active ? this.#knownNetworks.get(`solana:${this.#chainId(active.connector)}`) : undefined
  }

  #activate(
    runtime: SolanaRuntime,
    connector: SolanaConnector,
    addresses: readonly string[],
  ): AdapterConnection {
    // One wallet at a time: a wallet connected before this one is let go.
    const previous = this.#active
    if (previous && previous.connector !== connector) {
      this.#deactivate()
      void previous.connector.disconnect().catch(() => undefined)
    } else {
      previous?.stopWatching()
    }
    const active: ActiveConnection = {
      connector,
      addresses,
      provider: runtime.createSolanaProvider({
        connector,
        getAddress: () => (this.#active === active ? active.addresses[0] : undefined),
        getNetwork: () => {
          const network = this.#activeNetwork()
          const connection = this.getConnection(network)
          return network && connection ? { network, connection } : undefined
        },
      }),
      stopWatching: connector.watchAddresses((next) => this.#onWalletAddresses(active, next)),
    }
    this.#active = active
    this.#storage?.setItem(SOLANA_CONNECTOR_STORAGE_KEY, connector.id)
    // A WalletConnect connect that named no network makes the session's chain the active network.
    this.#reportConnection()
    return {
      address: addresses[0] as string,
      chainId: this.#chainId(connector),
      accounts: toAccounts(addresses),
    }
  }

  #deactivate(): void {
    this.#active?.stopWatching()
    this.#active = undefined
    this.#storage?.removeItem(SOLANA_CONNECTOR_STORAGE_KEY)
    this.#reportConnection()
  }

  #onWalletAddresses(active: ActiveConnection, addresses: readonly string[]): void {
    if (this.#active !== active) return
    if (addresses.length === 0) {
      this.#deactivate()
      this.#emit('disconnect', { connectorId: active.connector.id })
      return
    }
    const previous = active.addresses[0]
    active.addresses = addresses
    if (addresses[0] !== previous) {
      this.#emit('accountChanged', {
        address: addresses[0] as string,
        chainId: this.#chainId(active.connector),
        accounts: toAccounts(addresses),
      })
    }
  }

  /** The CAIP-2 reference the connection is on: the active network, else the wallet's first Solana chain. */
  #chainId(connector: SolanaConnector): string {
    if (this.#network) return String(this.#network.id)
    const wallet = connector.underlying as Partial<Wallet> | undefined
    const walletChain = wallet?.chains?.find((chain) => chain.startsWith('solana:'))
    const sessionAccount = (
      connector.underlying as { session?: { namespaces: Record<string, { accounts: string[] }> } } | undefined
    )?.session?.namespaces.solana?.accounts[0]
    const chain = walletChain ?? sessionAccount?.split(':').slice(0, 2).join(':')
    return (chain && toChainReference(chain)) || MAINNET_REFERENCE
  }

  #requireActive(connectorId?: string): ActiveConnection {
    const active = this.#active
    if (!active || (connectorId !== undefined && active.connector.id !== connectorId)) {
      throw toCoreError(
        new Error(`No Solana wallet is connected${connectorId ? ` as ${connectorId}` : ''}`),
        {
          kind: 'request',
        },
      )
    }
    return active
  }

  /** The network's connection once its RPC was seen to serve that cluster (checked once per network and URL). */
  async #verifiedConnection(network: CaipNetwork): Promise<Connection> {
    const connection = this.getConnection(network)
    if (!connection) throw new NetworkNotFoundError(network.caipNetworkId)
    const key = `${network.caipNetworkId} ${connection.rpcEndpoint}`
    let verified = this.#verified.get(key)
    if (!verified) {
      verified = verifyCluster(connection, network).catch((error: unknown) => {
        // An unreachable node is asked again next time; a node of another cluster stays refused.
        if (!(error instanceof NetworkNotFoundError)) this.#verified.delete(key)
        throw toCoreError(error, { kind: 'request' })
      })
      this.#verified.set(key, verified)
    }
    await verified
    this.#knownNetworks.set(network.caipNetworkId, network)
    this.#reportConnection()
    return connection
  }

  /** Runs a node request, mapping its failure into a core error. */
  async #request<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      throw toCoreError(error, { kind: 'request' })
    }
  }

  async #send(
    runtime: SolanaRuntime,
    active: ActiveConnection,
    transaction: Transaction,
    network: CaipNetwork,
    connection: Connection,
  ): Promise<AdapterSendResult> {
    const address = transaction.feePayer?.toBase58() ?? ''
    const hash = await runtime.signAndSend(active.connector, transaction, { address, network, connection })
    // Listeners refresh the balance once the transaction has landed.
    this.#whenLanded(runtime, connection, hash).then(
      () => this.#emit('pendingTransactions', { hash }),
      () => undefined,
    )
    return { hash }
  }

  /**
   * Resolves once the signature has landed, rejects when it has not in time; one watch per signature, shared by the
   * send's own event and `waitForTransaction`, stopped by `destroy`.
   */
  #whenLanded(runtime: SolanaRuntime, connection: Connection, signature: string): Promise<void> {
    const watching = this.#landings.get(signature)
    if (watching) return watching
    const landing = new Promise<void>((resolve, reject) => {
      const settle = (finish: () => void) => () => {
        this.#cleanups.delete(stop)
        this.#landings.delete(signature)
        finish()
      }
      const stop = runtime.watchConfirmation({
        connection,
        signature,
        onLanded: settle(resolve),
        onExpired: settle(() =>
          reject(
            new AdapterRequestFailedError({
              cause: new Error(`Transaction ${signature} did not land in time`),
            }),
          ),
        ),
      })
      this.#cleanups.add(stop)
    })
    this.#landings.set(signature, landing)
    return landing
  }

  #emit<E extends keyof ChainAdapterEvents>(event: E, payload: ChainAdapterEvents[E]): void {
    try {
      this.emitter.emit(event, payload)
    } catch (error) {
      // A failing listener must not break the wallet's event handler that reported the change; it still surfaces.
      queueMicrotask(() => {
        throw error
      })
    }
  }
}

function toAccounts(addresses: readonly string[]): AdapterAccount[] {
  return addresses.map((address) => ({ namespace: 'solana', address, type: 'eoa' }))
}

/** The sender of a send as a public key; an address that is not one fails like any bad request. */
function toSender(runtime: SolanaRuntime, address: string): PublicKey {
  try {
    return new runtime.PublicKey(address)
  } catch (error) {
    throw toCoreError(error, { kind: 'request' })
  }
}
