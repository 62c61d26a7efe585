import type { KeyValueStorage } from '../types/KeyValueStorage.ts'

/** The slice of the Web Storage API this module uses. */
export type WebStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface BrowserStorageOptions {
  /** Returns the backing store; default reads `globalThis.localStorage`. May throw or return undefined. */
  getStorage?: () => WebStorageLike | null | undefined
}

/**
 * A KeyValueStorage over localStorage that never throws (docs/architecture.md "Storage"). It survives a missing
 * localStorage (SSR, sandboxed iframes, a getter that throws a SecurityError), a full one (QuotaExceededError on
 * setItem) and a failing read, by keeping the affected keys in memory for the rest of the session.
 */
export function createBrowserStorage(options: BrowserStorageOptions = {}): KeyValueStorage {
  const backing = resolveStorage(options.getStorage ?? (() => globalThis.localStorage))
  // Keys whose latest write or removal only memory holds; null marks a removal localStorage refused.
  const overlay = new Map<string, string | null>()

  return {
    getItem(key) {
      if (overlay.has(key)) return overlay.get(key) ?? null
      if (!backing) return null
      try {
        return backing.getItem(key)
      } catch {
        return null
      }
    },
    setItem(key, value) {
      const text = String(value)
      if (backing) {
        try {
          backing.setItem(key, text)
          overlay.delete(key)
          return
        } catch {
          // Full or blocked: keep the value for this session rather than lose it.
        }
      }
      overlay.set(key, text)
    },
    removeItem(key) {
      overlay.delete(key)
      if (!backing) return
      try {
        backing.removeItem(key)
      } catch {
        overlay.set(key, null)
      }
    },
  }
}

function resolveStorage(getStorage: () => WebStorageLike | null | undefined): WebStorageLike | undefined {
  try {
    return getStorage() ?? undefined
  } catch {
    // Reading `localStorage` throws in sandboxed iframes and with cookies blocked.
    return undefined
  }
}
