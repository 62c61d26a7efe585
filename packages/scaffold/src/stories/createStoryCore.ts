import {
  type CaipNetwork,
  type CreateCoreParameters,
  createCore,
  createMemoryStorage,
} from '@org/appkit-core'
import { fixtureNetworks, fixtureWallets } from '@org/appkit-testing'

const registry = fixtureWallets(200)

/**
 * A fetch that answers the wallet registry from fixtures and everything else with 503, so stories and tests
 * never reach a network: `getWallets` honours page, entries, search and include like the real registry.
 */
export async function fixtureFetch(input: string | URL | Request): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
  if (!url.pathname.endsWith('/getWallets')) return new Response('{"message":"offline"}', { status: 503 })
  const page = Number(url.searchParams.get('page') ?? '1')
  const entries = Number(url.searchParams.get('entries') ?? '40')
  const search = url.searchParams.get('search')?.toLowerCase()
  const include = url.searchParams.get('include')?.split(',').filter(Boolean)
  const matches = registry.filter(
    (wallet) =>
      (!search || wallet.name.toLowerCase().includes(search)) && (!include || include.includes(wallet.id)),
  )
  return Response.json({ count: matches.length, data: matches.slice((page - 1) * entries, page * entries) })
}

/** A fresh core for a story or a test: fixture networks and wallets, memory storage, no network, analytics off. */
export function createStoryCore(overrides: Partial<CreateCoreParameters> = {}) {
  return createCore({
    projectId: 'storybook',
    networks: fixtureNetworks as readonly CaipNetwork[] as CreateCoreParameters['networks'],
    storage: createMemoryStorage(),
    fetch: fixtureFetch,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156 Safari/537.36',
    features: { analytics: false },
    ...overrides,
  })
}
