import type { CoreTypes } from '@walletconnect/types'

/**
 * A WalletConnect key-value store in memory for the tests' Node dApps and wallets (Node's default writes files to
 * the working directory). Values are cloned in and out, as a serialising store would.
 */
export function createMemoryStorage(): NonNullable<CoreTypes.Options['storage']> {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()].map(([key, value]) => [key, structuredClone(value) as T]),
    getItem: async <T>(key: string) => structuredClone(items.get(key)) as T | undefined,
    setItem: async (key, value) => {
      items.set(key, structuredClone(value))
    },
    removeItem: async (key) => {
      items.delete(key)
    },
  }
}
