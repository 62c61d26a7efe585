import type { FetchLike, TokenBalance, Transaction } from '@org/appkit-core/internal'
import { fixtureFetch } from './createStoryCore.ts'

/** What the fake Blockchain API answers: data, `'error'` (HTTP 400, not retried) or `'pending'` (never). */
export type StoryAnswer<T> = T | 'error' | 'pending'

export interface StoryApiOptions {
  /** CAIP-2 ids `/v1/supported-chains` lists. @default the devnet and Ethereum */
  supportedChains?: readonly string[]
  balances?: StoryAnswer<readonly TokenBalance[]>
  /** History pages by cursor ('' is the first page). */
  history?: StoryAnswer<Readonly<Record<string, { data: readonly Transaction[]; next?: string }>>>
}

function answer<T>(value: StoryAnswer<T>, toBody: (data: T) => unknown): Promise<Response> {
  if (value === 'pending') return new Promise<Response>(() => undefined)
  if (value === 'error') return Promise.resolve(Response.json({ message: 'story error' }, { status: 400 }))
  return Promise.resolve(Response.json(toBody(value)))
}

/**
 * A fetch for stories and view tests that answers the Blockchain API calls the account views make from
 * fixtures (and the wallet registry like `fixtureFetch`), so no request leaves the page.
 */
export function createStoryApiFetch(options: StoryApiOptions = {}): FetchLike {
  return async (input) => {
    const url = new URL(input)
    const path = url.pathname
    if (path.endsWith('/v1/supported-chains')) {
      return Response.json({ http: options.supportedChains ?? ['eip155:31337', 'eip155:1'], ws: [] })
    }
    if (/\/v1\/account\/[^/]+\/balance$/.test(path)) {
      return answer(options.balances ?? [], (balances) => ({ balances }))
    }
    if (/\/v1\/account\/[^/]+\/history$/.test(path)) {
      const cursor = url.searchParams.get('cursor') ?? ''
      return answer(options.history ?? {}, (pages) => pages[cursor] ?? { data: [] })
    }
    return fixtureFetch(input)
  }
}
