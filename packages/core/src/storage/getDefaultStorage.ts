import type { KeyValueStorage } from '../types/KeyValueStorage.ts'
import { createBrowserStorage } from './createBrowserStorage.ts'
import { createMemoryStorage } from './createMemoryStorage.ts'

/**
 * The storage a core uses when the dApp gives none: localStorage in a browser (through createBrowserStorage, which
 * survives a missing, full or corrupt one), memory on a server, where nothing may persist between requests.
 */
export function getDefaultStorage(): KeyValueStorage {
  return typeof globalThis.window === 'undefined' ? createMemoryStorage() : createBrowserStorage()
}
