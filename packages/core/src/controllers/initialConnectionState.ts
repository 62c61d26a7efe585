import type { RecentWallet } from '../storage/createStorageKeys.ts'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../types/ChainNamespace.ts'
import type { ConnectionStatus, WalletConnectStatus } from '../types/ConnectionStatus.ts'
import type { ConnectorType } from '../types/Connector.ts'

/** The connector behind a namespace's live connection. */
export interface ConnectionInfo {
  connectorId: string
  /** Undefined when the connector was not known yet (e.g. restored before connectors synced). */
  connectorType: ConnectorType | undefined
}

/** The deep link the visitor opened for WalletConnect (the connecting view shows it again). */
export interface WalletConnectLinking {
  name: string
  href: string
}

export interface ConnectionControllerState {
  /** Connection status per namespace (spec §4). */
  status: Record<ChainNamespace, ConnectionStatus>
  connections: Record<ChainNamespace, ConnectionInfo | undefined>
  wcUri: string | undefined
  /** WalletConnect's own status, with wcError and buffering (spec §4). */
  wcStatus: WalletConnectStatus
  /** When the current pairing expires, in ms since the epoch. */
  wcPairingExpiry: number | undefined
  wcLinking: WalletConnectLinking | undefined
  /** The basic (WalletConnect-only, QR) connection is in use. */
  wcBasic: boolean
  /** The wallet the visitor picked; recorded as recent once it connects. */
  recentWallet: RecentWallet | undefined
}

function namespaceRecord<T>(value: T): Record<ChainNamespace, T> {
  return Object.fromEntries(CHAIN_NAMESPACES.map((namespace) => [namespace, value])) as Record<
    ChainNamespace,
    T
  >
}

/**
 * The connection state a core starts from, as a plain object: every namespace disconnected, no pairing.
 * `createConnectionState` makes it a valtio proxy.
 *
 * @example initialConnectionState().status.eip155 // 'disconnected'
 */
export function initialConnectionState(): ConnectionControllerState {
  return {
    status: namespaceRecord<ConnectionStatus>('disconnected'),
    connections: namespaceRecord<ConnectionInfo | undefined>(undefined),
    wcUri: undefined,
    wcStatus: 'disconnected',
    wcPairingExpiry: undefined,
    wcLinking: undefined,
    wcBasic: false,
    recentWallet: undefined,
  }
}
