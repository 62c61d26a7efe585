/** The key-value storage a WalletConnect Core accepts (`storage` option), in memory: Node's default writes
 * files to the working directory. Values are cloned in and out, as a serialising store would. */
export interface MemoryStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

export function createMemoryStorage(): MemoryStorage {
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
