import type { AdapterAccount, AdapterConnection, ChainAdapter } from '../adapters/ChainAdapter.ts'
import { WALLET_CONNECT_CONNECTOR_ID } from '../constants/connectors.ts'
import { FOUR_MINUTES_MS } from '../constants/limits.ts'
import { AdapterNotFoundError } from '../errors/AdapterNotFoundError.ts'
import type { BaseError } from '../errors/BaseError.ts'
import { ChainNotConfiguredError } from '../errors/ChainNotConfiguredError.ts'
import { ConnectionFailedError } from '../errors/ConnectionFailedError.ts'
import { DisconnectError } from '../errors/DisconnectError.ts'
import { ToastMessages } from '../errors/messages.ts'
import { RequestPendingError } from '../errors/RequestPendingError.ts'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.ts'
import { WalletConnectNotConfiguredError } from '../errors/WalletConnectNotConfiguredError.ts'
import type { RecentWallet, StorageKeys } from '../storage/createStorageKeys.ts'
import type { CaipNetwork } from '../types/CaipNetwork.ts'
import type { ChainNamespace } from '../types/ChainNamespace.ts'
import type { ConnectionStatus, WalletConnectStatus } from '../types/ConnectionStatus.ts'
import type { Connector, ConnectorType } from '../types/Connector.ts'
import { isRequestPending } from '../utils/isRequestPending.ts'
import { isUserRejection } from '../utils/isUserRejection.ts'
import { createConnectionState } from './createConnectionState.ts'
import type {
  ConnectionControllerState,
  ConnectionInfo,
  WalletConnectLinking,
} from './initialConnectionState.ts'

export type {
  ConnectionControllerState,
  ConnectionInfo,
  WalletConnectLinking,
} from './initialConnectionState.ts'

/** The chain state this controller writes: a narrow view of ChainController. */
export interface ConnectionChainView {
  isNamespaceConfigured(namespace: ChainNamespace): boolean
  getConfiguredNamespaces(): ChainNamespace[]
  getActiveNetwork(namespace: ChainNamespace): CaipNetwork | undefined
  /** Throws InvalidCaipAddressError on a malformed address. */
  setAccount(caipAddress: string): unknown
  updateAccount(
    namespace: ChainNamespace,
    patch: { status?: ConnectionStatus; allAccounts?: AdapterAccount[] },
  ): void
  resetAccount(namespace: ChainNamespace): void
  resetNetwork(namespace: ChainNamespace): void
}

export type DisconnectEventName = 'DISCONNECT_SUCCESS' | 'DISCONNECT_ERROR'

export interface ConnectionControllerDeps {
  /** The state to drive, made ahead by createCoreState; default a new one (createConnectionState). */
  state?: ConnectionControllerState
  chain: ConnectionChainView
  getAdapter(namespace: ChainNamespace): ChainAdapter | undefined
  /** The connector list's entry, to learn the type of a restored connection. */
  findConnector(namespace: ChainNamespace, connectorId: string): Pick<Connector, 'type'> | undefined
  storage: Pick<StorageKeys, 'connectedConnectorId' | 'connectionStatus' | 'connectedSocialProvider'>
  /**
   * Starts a WalletConnect pairing through the universal provider: it reports the URI with `pairing.setUri` and
   * resolves, once the wallet approves, with the session's connection per namespace. Absent when WalletConnect
   * is disabled.
   */
  connectWalletConnect?: ((pairing: WalletConnectPairing) => Promise<WalletConnectConnections>) | undefined
  /** Records the wallet in the recent list after it connected. */
  addRecentWallet(wallet: RecentWallet): void
  isTelegram(): boolean
  isIosSafari(): boolean
  showError(message: string): void
  trackEvent(event: DisconnectEventName, properties: { namespaces: ChainNamespace[]; message?: string }): void
  /** Defaults to Date.now. */
  now?: (() => number) | undefined
}

/** What a pairing attempt may report while it waits for the wallet. */
export interface WalletConnectPairing {
  /** The pairing URI (QR code, copy link, deep link); expires after FOUR_MINUTES_MS unless `expiry` is given. */
  setUri(uri: string, expiry?: number): void
}

/** The connection a WalletConnect session opened, per namespace. */
export type WalletConnectConnections = Partial<Record<ChainNamespace, AdapterConnection>>

export type DisconnectResult =
  | { status: 'success'; namespaces: ChainNamespace[] }
  | { status: 'error'; error: DisconnectError }

export interface ConnectOptions {
  /** Embedded-wallet social login result. */
  socialUri?: string
}

/** A `connect` whose wallet request has not been answered yet; at most one per namespace, the newest. */
interface ConnectAttempt {
  connectorId: string
  socialUri: string | undefined
  promise: Promise<AdapterConnection>
  /** The visitor left its waiting view: the namespace no longer shows as connecting while it waits. */
  abandoned: boolean
}

// Connectors whose one session serves every namespace: disconnecting one chain disconnects them all (spec §4).
const SHARED_CONNECTOR_TYPES: ReadonlySet<ConnectorType> = new Set(['WALLET_CONNECT', 'AUTH'])

// The user-rejection code in the cause chain (recognised by isUserRejection; a numeric string counts), if any.
function rejectionCode(error: unknown): number | undefined {
  const seen = new Set<unknown>()
  let current = error
  while (current !== null && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const code = Number((current as { code?: unknown }).code)
    if (isUserRejection({ code })) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * Connection lifecycle per namespace and the WalletConnect pairing (spec §4): restore on start, connect through
 * the adapter, disconnect with shared-connector fan-out, pairing reuse on Telegram and iOS Safari.
 *
 * @example
 * const connection = createConnectionController({ chain, getAdapter, ... })
 * await connection.start()
 * await connection.connect(connector)
 */
export function createConnectionController(deps: ConnectionControllerDeps) {
  const now = deps.now ?? Date.now
  const state = deps.state ?? createConnectionState()
  let pairing: Promise<void> | undefined
  const attempts: Partial<Record<ChainNamespace, ConnectAttempt>> = {}

  // The chain's account mirrors the status, so account readers (hooks) see one value.
  function setStatus(namespace: ChainNamespace, status: ConnectionStatus) {
    state.status[namespace] = status
    deps.chain.updateAccount(namespace, { status })
  }

  // What a namespace shows when no attempt of its own is waiting: the connection it holds, if any.
  function idleStatus(namespace: ChainNamespace): ConnectionStatus {
    return state.connections[namespace] ? 'connected' : 'disconnected'
  }

  // The namespace's pending attempt, if `attempt` (a promise `connect` returned) is it or is absent.
  function pendingAttempt(namespace: ChainNamespace, attempt?: Promise<unknown>): ConnectAttempt | undefined {
    const pending = attempts[namespace]
    if (!pending || (attempt !== undefined && pending.promise !== attempt)) return undefined
    return pending
  }

  function clearConnection(namespace: ChainNamespace) {
    state.connections[namespace] = undefined
    deps.storage.connectedConnectorId(namespace).remove()
    deps.storage.connectionStatus(namespace).remove()
    setStatus(namespace, 'disconnected')
  }

  function applyConnection(namespace: ChainNamespace, info: ConnectionInfo, connection: AdapterConnection) {
    deps.chain.setAccount(`${namespace}:${connection.chainId}:${connection.address}`)
    deps.chain.updateAccount(namespace, {
      allAccounts: connection.accounts
        ? [...connection.accounts]
        : [{ namespace, address: connection.address, type: 'eoa' }],
    })
    state.connections[namespace] = info
    deps.storage.connectedConnectorId(namespace).set(info.connectorId)
    deps.storage.connectionStatus(namespace).set('connected')
    setStatus(namespace, 'connected')
  }

  function recordRecentWallet() {
    if (state.recentWallet) deps.addRecentWallet(state.recentWallet)
  }

  function connectionType(namespace: ChainNamespace): ConnectorType | undefined {
    const connection = state.connections[namespace]
    if (!connection) return undefined
    return connection.connectorType ?? deps.findConnector(namespace, connection.connectorId)?.type
  }

  /** A stored connected status becomes connecting, then the adapter's reconnect resolves it (spec §4). */
  async function restore(namespace: ChainNamespace) {
    if (deps.storage.connectionStatus(namespace).get() !== 'connected') return
    const connectorId = deps.storage.connectedConnectorId(namespace).get()
    const adapter = deps.getAdapter(namespace)
    setStatus(namespace, 'connecting')
    if (!connectorId || !adapter) {
      clearConnection(namespace)
      return
    }
    try {
      const connection = await adapter.reconnect({
        connectorId,
        network: deps.chain.getActiveNetwork(namespace),
      })
      if (!connection) {
        clearConnection(namespace)
        return
      }
      const connectorType = deps.findConnector(namespace, connectorId)?.type
      applyConnection(namespace, { connectorId, connectorType }, connection)
    } catch {
      // A session that cannot be restored is a normal outcome after reload: start disconnected and clean.
      clearConnection(namespace)
    }
  }

  async function releaseConnector(adapter: ChainAdapter, connectorId: string) {
    try {
      await adapter.disconnect({ connectorId })
    } catch {
      // Nothing shows this connection: a wallet that cannot be let go of changes nothing the visitor sees.
    }
  }

  function toConnectError(error: unknown, connectorId: string, namespace?: ChainNamespace): BaseError {
    if (error instanceof UserRejectedRequestError || error instanceof RequestPendingError) return error
    const code = rejectionCode(error)
    if (code !== undefined) return new UserRejectedRequestError({ cause: error, code })
    if (isRequestPending(error)) return new RequestPendingError({ connectorId, namespace, cause: error })
    return new ConnectionFailedError({ connectorId, namespace, cause: error })
  }

  function isPairingExpired(): boolean {
    return state.wcPairingExpiry === undefined || now() >= state.wcPairingExpiry
  }

  function setWcUri(uri: string, expiry?: number) {
    state.wcUri = uri
    state.wcPairingExpiry = expiry ?? now() + FOUR_MINUTES_MS
  }

  async function pairWalletConnect(
    connectWalletConnect: (pairing: WalletConnectPairing) => Promise<WalletConnectConnections>,
  ) {
    state.wcStatus = 'connecting'
    try {
      const connections = await connectWalletConnect({ setUri: setWcUri })
      const info: ConnectionInfo = {
        connectorId: WALLET_CONNECT_CONNECTOR_ID,
        connectorType: 'WALLET_CONNECT',
      }
      for (const namespace of deps.chain.getConfiguredNamespaces()) {
        const connection = connections[namespace]
        if (connection) applyConnection(namespace, info, connection)
      }
    } catch (error) {
      // A declined or failed pairing is not reused: a retry shows a new URI.
      clearPairingUri()
      state.wcStatus = 'wcError'
      throw toConnectError(error, WALLET_CONNECT_CONNECTOR_ID)
    }
    // The URI was used up by this session; the next pairing shows a new one.
    clearPairingUri()
    state.wcStatus = 'connected'
    recordRecentWallet()
  }

  function clearPairingUri() {
    state.wcUri = undefined
    state.wcPairingExpiry = undefined
  }

  function resetWcConnection() {
    pairing = undefined
    clearPairingUri()
    state.wcLinking = undefined
    state.wcStatus = 'disconnected'
  }

  return {
    state,
    /** Restores every configured namespace whose stored status is connected (call once, when reconnect is enabled). */
    async start(): Promise<void> {
      await Promise.all(deps.chain.getConfiguredNamespaces().map(restore))
    },
    getConnection(namespace: ChainNamespace): ConnectionInfo | undefined {
      return state.connections[namespace]
    },

    /**
     * Connects `connector` on `namespace` (default: the connector's chain) through its adapter. Rejects with
     * UserRejectedRequestError when the visitor declined, RequestPendingError when the wallet still shows an
     * earlier request (both recognised by code), ConnectionFailedError otherwise. Called again for the same
     * connector while its request is unanswered, it returns that attempt's promise rather than asking again.
     */
    connect(
      connector: Pick<Connector, 'id' | 'type' | 'chain' | 'info'>,
      namespace: ChainNamespace = connector.chain,
      options: ConnectOptions = {},
    ): Promise<AdapterConnection> {
      if (!deps.chain.isNamespaceConfigured(namespace))
        return Promise.reject(new ChainNotConfiguredError(namespace))
      const found = deps.getAdapter(namespace)
      if (!found) return Promise.reject(new AdapterNotFoundError(namespace))
      const adapter: ChainAdapter = found
      const pending = attempts[namespace]
      if (pending && pending.connectorId === connector.id && pending.socialUri === options.socialUri) {
        // The same wallet picked again while its request is still open (e.g. after leaving its view): wait on that
        // request instead of sending a second one, which the wallet would answer with -32002.
        pending.abandoned = false
        setStatus(namespace, 'connecting')
        return pending.promise
      }
      setStatus(namespace, 'connecting')
      let request: Promise<AdapterConnection>
      try {
        const network = deps.chain.getActiveNetwork(namespace)
        request = adapter.connect({
          id: connector.id,
          type: connector.type,
          ...(network ? { network } : {}),
          ...(connector.info ? { info: connector.info } : {}),
          ...(options.socialUri ? { socialUri: options.socialUri } : {}),
        })
      } catch (error) {
        request = Promise.reject(error)
      }
      // settleAttempt reads `attempt` only after its first await, once the object exists.
      const attempt: ConnectAttempt = {
        connectorId: connector.id,
        socialUri: options.socialUri,
        promise: settleAttempt(),
        abandoned: false,
      }
      // The newest attempt owns the namespace's status; an older one still waiting is superseded.
      attempts[namespace] = attempt
      return attempt.promise

      async function settleAttempt(): Promise<AdapterConnection> {
        let connection: AdapterConnection
        try {
          connection = await request
        } catch (error) {
          // A failed (or failed switch of) wallet leaves the namespace as it was; a superseded one touches nothing.
          if (attempts[namespace] === attempt) {
            attempts[namespace] = undefined
            setStatus(namespace, idleStatus(namespace))
          }
          throw toConnectError(error, connector.id, namespace)
        }
        // A newer attempt (or a disconnect) owns the namespace: this late answer must not replace what the visitor
        // chose since, and the adapter lets go of the wallet unless the namespace holds or awaits that connector.
        if (attempts[namespace] !== attempt) {
          const kept =
            state.connections[namespace]?.connectorId === connector.id ||
            attempts[namespace]?.connectorId === connector.id ||
            SHARED_CONNECTOR_TYPES.has(connector.type)
          if (!kept) void releaseConnector(adapter, connector.id)
          return connection
        }
        attempts[namespace] = undefined
        // Abandoned or not, the wallet approved and now holds the authorization: the namespace connects.
        try {
          applyConnection(namespace, { connectorId: connector.id, connectorType: connector.type }, connection)
        } catch (error) {
          setStatus(namespace, idleStatus(namespace))
          throw toConnectError(error, connector.id, namespace)
        }
        recordRecentWallet()
        return connection
      }
    },

    /**
     * The visitor left the waiting view of `attempt` (a promise `connect` returned; default the namespace's pending
     * connect): the namespace shows its connection again (or disconnected) instead of connecting. A late
     * rejection then changes nothing; a late approval still connects (the wallet holds the authorization by
     * then), unless a newer attempt owns the namespace. Picking the same wallet again resumes the attempt.
     *
     * @example connection.abandonConnect('eip155', attempt)
     */
    abandonConnect(namespace: ChainNamespace, attempt?: Promise<unknown>): void {
      const pending = pendingAttempt(namespace, attempt)
      if (!pending || pending.abandoned) return
      pending.abandoned = true
      setStatus(namespace, idleStatus(namespace))
    },

    /**
     * The waiting view of an abandoned `attempt` shows again (React re-mounting it): the namespace is connecting
     * again. Does nothing once the attempt has been answered.
     */
    resumeConnect(namespace: ChainNamespace, attempt?: Promise<unknown>): void {
      const pending = pendingAttempt(namespace, attempt)
      if (!pending?.abandoned) return
      pending.abandoned = false
      setStatus(namespace, 'connecting')
    },

    /**
     * Disconnects `namespace` (default: every connected one) and the namespaces sharing its WalletConnect or
     * embedded-wallet connector, then resets their account and network data and stored ids (spec §4). On
     * failure shows 'Failed to disconnect' and leaves every state as it was (spec §8).
     */
    async disconnect(namespace?: ChainNamespace): Promise<DisconnectResult> {
      if (namespace && !deps.chain.isNamespaceConfigured(namespace))
        throw new ChainNotConfiguredError(namespace)
      const configured = deps.chain.getConfiguredNamespaces()
      let targets: ChainNamespace[]
      if (namespace) {
        const type = connectionType(namespace)
        const shared =
          type && SHARED_CONNECTOR_TYPES.has(type)
            ? configured.filter((other) => other !== namespace && connectionType(other) === type)
            : []
        targets = [namespace, ...shared]
      } else {
        targets = configured.filter((ns) => state.connections[ns] || state.status[ns] !== 'disconnected')
      }

      // One session serves every namespace of a shared connector: end it once.
      const endedSharedTypes = new Set<ConnectorType>()
      const calls: Promise<void>[] = []
      for (const target of targets) {
        const connection = state.connections[target]
        const adapter = deps.getAdapter(target)
        if (!connection || !adapter) continue
        const type = connectionType(target)
        if (type && SHARED_CONNECTOR_TYPES.has(type)) {
          if (endedSharedTypes.has(type)) continue
          endedSharedTypes.add(type)
        }
        calls.push(adapter.disconnect({ connectorId: connection.connectorId }))
      }
      try {
        await Promise.all(calls)
      } catch (cause) {
        const error = new DisconnectError({ namespaces: targets, cause })
        deps.showError(ToastMessages.failedToDisconnect)
        deps.trackEvent('DISCONNECT_ERROR', {
          namespaces: targets,
          message: error.details ?? error.shortMessage,
        })
        return { status: 'error', error }
      }

      const endsWalletConnect = targets.some((target) => connectionType(target) === 'WALLET_CONNECT')
      for (const target of targets) {
        // A connect still waiting is dropped too: its late answer no longer changes the namespace.
        attempts[target] = undefined
        deps.chain.resetAccount(target)
        deps.chain.resetNetwork(target)
        clearConnection(target)
      }
      deps.storage.connectedSocialProvider.remove()
      if (endsWalletConnect) resetWcConnection()
      deps.trackEvent('DISCONNECT_SUCCESS', { namespaces: targets })
      return { status: 'success', namespaces: targets }
    },

    /**
     * Starts (or, on Telegram and iOS Safari, reuses until it expires) a WalletConnect pairing (spec §4). Rejects
     * like `connect`; without a WalletConnect client it throws 'ConnectionController client not set'.
     */
    async connectWalletConnect(): Promise<void> {
      const { connectWalletConnect } = deps
      if (!connectWalletConnect) throw new WalletConnectNotConfiguredError()
      if (deps.isTelegram() || deps.isIosSafari()) {
        // Leaving for the wallet app re-enters the view; a new pairing would orphan the one the wallet holds.
        const awaitingUri = state.wcPairingExpiry === undefined
        if (pairing && (awaitingUri || !isPairingExpired())) return pairing
        if (state.wcUri && !isPairingExpired()) return
      }
      const attempt = pairWalletConnect(connectWalletConnect)
      pairing = attempt
      try {
        await attempt
      } finally {
        if (pairing === attempt) pairing = undefined
      }
    },
    /** Sets the pairing URI; the pairing expires at `expiry` (ms since epoch) or FOUR_MINUTES_MS from now (spec §4). */
    setWcUri,
    isPairingExpired,
    setWcStatus(status: WalletConnectStatus) {
      state.wcStatus = status
    },
    setWcLinking(linking: WalletConnectLinking | undefined) {
      state.wcLinking = linking
    },
    setWcBasic(isBasic: boolean) {
      state.wcBasic = isBasic
    },
    setRecentWallet(wallet: RecentWallet | undefined) {
      state.recentWallet = wallet
    },
    resetWcConnection,
  }
}

export type ConnectionController = ReturnType<typeof createConnectionController>
