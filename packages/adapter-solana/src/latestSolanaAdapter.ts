import type { Connection } from '@solana/web3.js'

/** What `useAppKitConnection` reads of a `SolanaAdapter`: its active network's connection, and when that changes. */
export interface SolanaConnectionSource {
  getConnection(): Connection | undefined
  watchConnection(onChange: (connection: Connection | undefined) => void): () => void
}

let latest: SolanaConnectionSource | undefined
const listeners = new Set<() => void>()

function notify(): void {
  for (const listener of listeners) listener()
}

/**
 * The most recently created `SolanaAdapter` of the page, which `useAppKitConnection` reads. A page makes one and
 * hands it to `createAppKit` (or `<AppKitProvider adapters>`); the newest wins, as the newest `createAppKit` does
 * for `@org/appkit/react`'s hooks. The hook cannot ask the AppKit instance: an adapter package imports only
 * `@org/appkit-core`, which keeps no page-wide registry.
 */
export const latestSolanaAdapter = {
  get(): SolanaConnectionSource | undefined {
    return latest
  },
  /** The adapter's constructor calls it. */
  set(adapter: SolanaConnectionSource): void {
    if (latest === adapter) return
    latest = adapter
    notify()
  },
  /** `destroy()` calls it: a destroyed adapter stops being the one read; a newer one stays. */
  clear(adapter: SolanaConnectionSource): void {
    if (latest !== adapter) return
    latest = undefined
    notify()
  },
  /** Calls `listener` whenever another adapter becomes the latest; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}
