import { DEFAULT_SOCIALS } from '../constants/featureDefaults.ts'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.ts'
import type { ConnectionStatus } from '../types/ConnectionStatus.ts'
import type { SocialProvider } from '../types/Features.ts'
import type { KeyValueStorage } from '../types/KeyValueStorage.ts'
import { isCaipNetworkId } from '../utils/parseCaipNetworkId.ts'
import { readJson } from './readJson.ts'
import { writeJson } from './writeJson.ts'

/** Every key the core writes starts with this, so the product never collides with the host app's keys. */
export const STORAGE_KEY_PREFIX = '@appkit/'

/** Typed access to one stored value; `get` returns undefined when it is missing or not of the expected type. */
export interface StorageAccessor<T> {
  get(): T | undefined
  set(value: T): void
  remove(): void
}

/** A wallet shown in the "recent" list. */
export interface RecentWallet {
  id: string
  name: string
  imageUrl?: string
  imageId?: string
  rdns?: string
}

export interface StorageKeys {
  activeNetworkId(namespace: ChainNamespace): StorageAccessor<CaipNetworkId>
  connectedConnectorId(namespace: ChainNamespace): StorageAccessor<string>
  connectionStatus(namespace: ChainNamespace): StorageAccessor<ConnectionStatus>
  connectedSocialProvider: StorageAccessor<SocialProvider>
  recentWallets: StorageAccessor<RecentWallet[]>
  /** When the stored WalletConnect pairing expires, in ms since the epoch (spec §4). */
  walletConnectPairingExpiry: StorageAccessor<number>
  /** When the last email login started, in ms since the epoch (spec §5 cooldown). */
  lastEmailLoginTime: StorageAccessor<number>
}

const CONNECTION_STATUSES: readonly string[] = [
  'disconnected',
  'connecting',
  'connected',
] satisfies ConnectionStatus[]
// The defaults list every provider the product knows.
const SOCIAL_PROVIDERS: readonly string[] = DEFAULT_SOCIALS

/**
 * The core's stored values, each behind a typed accessor under one key prefix. Values are JSON; a corrupt or
 * foreign value reads as undefined instead of crashing start-up.
 *
 * @example createStorageKeys(storage).activeNetworkId('eip155').set('eip155:1')
 */
export function createStorageKeys(
  storage: KeyValueStorage,
  prefix: string = STORAGE_KEY_PREFIX,
): StorageKeys {
  function accessor<T>(name: string, isValid: (value: unknown) => value is T): StorageAccessor<T> {
    const key = `${prefix}${name}`
    return {
      get: () => readJson<T | undefined>(storage, key, undefined, isValid),
      set: (value) => {
        writeJson(storage, key, value)
      },
      remove: () => storage.removeItem(key),
    }
  }

  return {
    activeNetworkId: (namespace) => accessor(`active-network-id/${namespace}`, isCaipNetworkId),
    connectedConnectorId: (namespace) => accessor(`connected-connector-id/${namespace}`, isNonEmptyString),
    connectionStatus: (namespace) => accessor(`connection-status/${namespace}`, isConnectionStatus),
    connectedSocialProvider: accessor('connected-social-provider', isSocialProvider),
    recentWallets: accessor('recent-wallets', isRecentWalletList),
    walletConnectPairingExpiry: accessor('wc-pairing-expiry', isTimestamp),
    lastEmailLoginTime: accessor('last-email-login-time', isTimestamp),
  }
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0
}

function isConnectionStatus(value: unknown): value is ConnectionStatus {
  return typeof value === 'string' && CONNECTION_STATUSES.includes(value)
}

function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && SOCIAL_PROVIDERS.includes(value)
}

function isTimestamp(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
}

function isRecentWalletList(value: unknown): value is RecentWallet[] {
  return (
    Array.isArray(value) &&
    value.every(
      (wallet) =>
        typeof wallet === 'object' &&
        wallet !== null &&
        isNonEmptyString((wallet as RecentWallet).id) &&
        typeof (wallet as RecentWallet).name === 'string',
    )
  )
}
