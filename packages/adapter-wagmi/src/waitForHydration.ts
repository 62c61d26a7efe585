import type { Config } from '@wagmi/core'

/**
 * Resolves once wagmi has read its persisted state. With an asynchronous storage that happens after
 * `createConfig` returns, and a reconnect that ran first would have its result overwritten by the stored state.
 * (wagmi exposes the persist API only on `_internal`: zustand's `persist`, in wagmi 2.22+ and 3 alike; a config
 * without it, or without storage, has nothing to wait for.)
 */
interface PersistApi {
  hasHydrated(): boolean
  onFinishHydration(listener: () => void): () => void
}

export async function waitForHydration(config: Config): Promise<void> {
  // zustand's persist types are not reachable from here (a dependency of wagmi's, not ours).
  const store = config._internal.store as unknown as { persist?: PersistApi }
  const persist = store.persist
  if (!persist || persist.hasHydrated()) return
  await new Promise<void>((resolve) => {
    const unsubscribe = persist.onFinishHydration(() => {
      unsubscribe()
      resolve()
    })
  })
}
