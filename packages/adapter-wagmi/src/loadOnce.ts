import { BaseError, ModuleLoadError } from '@org/appkit-core'
import { createLoader } from '@org/appkit-core/internal'

/**
 * Wraps a module load (`() => import('./x.ts')`) so it runs once per owner: concurrent and later calls share the
 * first load, and a load that failed is forgotten, so the next call tries again (a flaky network must not break
 * the adapter for the rest of the page's life). A failure rejects with the core's `ModuleLoadError`, the load
 * error as its cause (a core error passes through unchanged).
 *
 * @example
 * const loadConnectWallet = loadOnce(() => import('./connection/connectWallet.ts'))
 * const { connectWallet } = await loadConnectWallet()
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  const loader = createLoader(async () => {
    try {
      return await load()
    } catch (error) {
      throw toLoadError(error)
    }
  })
  return () => loader.get()
}

function toLoadError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  return new ModuleLoadError({ cause: error })
}
