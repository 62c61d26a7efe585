export interface Loader<T> {
  /** Starts the load on the first call; every call shares its promise. */
  get(): Promise<T>
  /** The loaded value once the load has finished, else undefined (never starts a load). */
  peek(): T | undefined
  /** Whether a load has started and not failed. */
  isStarted(): boolean
}

/**
 * Runs `load` once, on first use, and keeps its result for its owner (a core instance holds one per lazy module:
 * no module-level cache). A failed load (a chunk that did not arrive) is forgotten, so the next `get()` tries
 * again instead of failing for the page's lifetime.
 *
 * @example
 * const registry = createLoader(() => import('./createWalletRegistryClient.ts'))
 * const { createWalletRegistryClient } = await registry.get()
 */
export function createLoader<T>(load: () => Promise<T>): Loader<T> {
  let promise: Promise<T> | undefined
  let loaded: { value: T } | undefined
  return {
    get() {
      promise ??= load().then(
        (value) => {
          loaded = { value }
          return value
        },
        (error: unknown) => {
          promise = undefined
          throw error
        },
      )
      return promise
    },
    peek: () => loaded?.value,
    isStarted: () => promise !== undefined,
  }
}
