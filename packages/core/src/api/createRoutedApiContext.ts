import type { BlockchainApiContext } from './BlockchainApiContext.ts'
import { createFetcher, type FetchLike } from './createFetcher.ts'

/** A request the routed fetch received. */
export interface RoutedCall {
  method: string
  url: URL
  body: unknown
}

/**
 * For unit tests of the Blockchain API clients only (not exported, not built): a context whose fetch answers from
 * `routes` keyed `'METHOD /path'` (404 otherwise), records every call, never retries, and serves eip155:1 only.
 * `toRouteKey` may rewrite the path first (e.g. to match an encoded CAIP address).
 */
export function createRoutedApiContext(
  routes: Record<string, () => Response>,
  toRouteKey: (path: string) => string = (path) => path,
) {
  const calls: RoutedCall[] = []
  const fetch: FetchLike = async (raw, init) => {
    const url = new URL(raw)
    const method = init.method ?? 'GET'
    calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined })
    return routes[`${method} ${toRouteKey(url.pathname)}`]?.() ?? new Response('', { status: 404 })
  }
  const context: BlockchainApiContext = {
    fetcher: createFetcher({
      baseUrl: 'https://rpc.test',
      projectId: 'p1',
      sdkType: 't',
      sdkVersion: 'v',
      fetch,
      retries: 0,
    }),
    isNetworkSupported: async (caipNetworkId) => caipNetworkId === 'eip155:1',
  }
  return { context, calls }
}
