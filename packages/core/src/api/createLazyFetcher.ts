import { createLoader } from '../utils/createLoader.ts'
import { createApiUrlBuilder } from './createApiUrlBuilder.ts'
import type { Fetcher, FetcherOptions } from './createFetcher.ts'

/** The fetcher module, loaded by its owner (one load per core, shared by every lazy fetcher). */
export interface FetcherModule {
  createFetcher(options: FetcherOptions): Fetcher
}

/**
 * A `Fetcher` whose request code loads on the first request: URLs and SDK params are answered at once (image
 * URLs are read while the UI renders), `get` and `post` wait for `loadModule()` and then behave exactly as
 * `createFetcher(options)` does, sharing its cache and in-flight requests. `clearCache` before the first request
 * has nothing to clear.
 *
 * @example
 * const fetcher = createLazyFetcher({ baseUrl, projectId, sdkType, sdkVersion }, () => import('./createFetcher.ts'))
 */
export function createLazyFetcher(
  options: FetcherOptions,
  loadModule: () => Promise<FetcherModule>,
): Fetcher {
  const { sdkParams, url } = createApiUrlBuilder(options)
  const fetcher = createLoader(async () => (await loadModule()).createFetcher(options))
  return {
    sdkParams,
    url,
    get: (async (path: string, getOptions?: Parameters<Fetcher['get']>[1]) =>
      (await fetcher.get()).get(path, getOptions)) as Fetcher['get'],
    post: (async (path: string, postOptions?: Parameters<Fetcher['post']>[1]) =>
      (await fetcher.get()).post(path, postOptions)) as Fetcher['post'],
    clearCache: () => fetcher.peek()?.clearCache(),
  }
}
