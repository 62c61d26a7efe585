import type { KeyValueStorage } from '@org/appkit-core'
import { getDefaultStorage } from '@org/appkit-core/internal'
import { createStorage, deserialize, type Storage } from '@wagmi/core'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** Whether a stored wagmi state (`{ state: { connections, ... } }`) holds connections wagmi can iterate. */
function hasReadableConnections(value: unknown): boolean {
  if (!isRecord(value) || !isRecord(value.state) || !('connections' in value.state)) return true
  const { connections } = value.state
  return (
    connections instanceof Map &&
    [...connections.values()].every(
      (connection) =>
        isRecord(connection) &&
        isRecord(connection.connector) &&
        typeof connection.connector.id === 'string' &&
        Array.isArray(connection.accounts) &&
        typeof connection.chainId === 'number',
    )
  )
}

/** wagmi's reading of a stored value, except that a value that does not parse or holds broken connections is absent. */
function readStoredValue<T>(text: string): T | null {
  try {
    const value = deserialize<T>(text)
    return hasReadableConnections(value) ? value : null
  } catch {
    return null
  }
}

/**
 * wagmi's storage when the dApp gives none: the core's default storage (in a browser localStorage through
 * `createBrowserStorage`, which survives a localStorage that is missing, blocked, full or failing by keeping values
 * in memory; memory on a server) under wagmi's own `wagmi.*` keys. wagmi's own default reads `window.localStorage`
 * in `createConfig`, which throws a SecurityError in sandboxed iframes and with site data blocked. A stored value
 * that does not parse, or whose connections are broken, reads as absent: wagmi would otherwise never finish reading
 * its state, and then neither restores the connection nor lists wallets that announce themselves later.
 * `storage` replaces the core's default underneath (tests).
 *
 * @example
 * createConfig({ chains, transports, storage: createDefaultWagmiStorage() })
 */
export function createDefaultWagmiStorage(storage: KeyValueStorage = getDefaultStorage()): Storage {
  return createStorage({ storage, deserialize: readStoredValue })
}
