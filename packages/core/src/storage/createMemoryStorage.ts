import type { KeyValueStorage } from '../types/KeyValueStorage.ts'

/** A KeyValueStorage kept in memory: for tests, SSR and the browser storage's fallback. */
export function createMemoryStorage(initial?: Iterable<readonly [string, string]>): KeyValueStorage {
  const entries = new Map<string, string>(initial)
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value))
    },
    removeItem: (key) => {
      entries.delete(key)
    },
  }
}
