import type { FetchLike, Identity, ProfileName } from '@org/appkit-core/internal'
import { createStoryApiFetch, type StoryAnswer, type StoryApiOptions } from './createStoryApiFetch.ts'

/** A second devnet account: the receiver in send stories and tests. */
export const STORY_RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The name record `alice.reown.id` answers with: its mainnet (coin type 60) address is STORY_RECEIVER. */
export const storyReceiverProfile: ProfileName = {
  name: 'alice.reown.id',
  attributes: {},
  addresses: { '60': { address: STORY_RECEIVER } },
}

/** 1 gwei, in wei, as `/v1/convert/gas-price` answers. */
export const storyGasPrice = { standard: '1000000000', fast: '1500000000', instant: '2000000000' }

export interface SendStoryApiOptions extends StoryApiOptions {
  gasPrice?: StoryAnswer<typeof storyGasPrice>
  /** `/v1/identity/{address}` answers by address; others answer no name. */
  identities?: Readonly<Record<string, Identity>>
  /** `/v1/profile/account/{name}` answers by name; others answer 404; `'error'` fails every lookup. */
  names?: Readonly<Record<string, ProfileName>> | 'error'
  /** History cursors whose page fails (HTTP 400), e.g. `['page-2']` for a failed Load more. */
  failingHistoryCursors?: readonly string[]
}

function answer<T>(value: StoryAnswer<T>, toBody: (data: T) => unknown): Promise<Response> {
  if (value === 'pending') return new Promise<Response>(() => undefined)
  if (value === 'error') return Promise.resolve(Response.json({ message: 'story error' }, { status: 400 }))
  return Promise.resolve(Response.json(toBody(value)))
}

/**
 * The account fixtures' fetch plus the calls of the send views: gas price, identity and name records, so a
 * send story or test runs with no network.
 */
export function createSendStoryApiFetch(options: SendStoryApiOptions = {}): FetchLike {
  const account = createStoryApiFetch(options)
  return async (input, init) => {
    const url = new URL(input)
    const path = url.pathname
    if (
      /\/v1\/account\/[^/]+\/history$/.test(path) &&
      options.failingHistoryCursors?.includes(url.searchParams.get('cursor') ?? '')
    ) {
      return answer('error', () => null)
    }
    if (path.endsWith('/v1/convert/gas-price')) return answer(options.gasPrice ?? storyGasPrice, (gas) => gas)
    const identity = /\/v1\/identity\/([^/]+)$/.exec(path)
    if (identity) {
      const address = decodeURIComponent(identity[1] ?? '')
      return Response.json(options.identities?.[address] ?? { name: null, avatar: null })
    }
    const profile = /\/v1\/profile\/account\/([^/]+)$/.exec(path)
    if (profile) {
      const name = decodeURIComponent(profile[1] ?? '')
      // The lookup itself fails (a server error), unlike a 400/404, which says nobody has the name.
      if (options.names === 'error') return Response.json({ message: 'story error' }, { status: 500 })
      const found = options.names?.[name]
      if (!found) return Response.json({ message: 'name not found' }, { status: 404 })
      return Response.json({
        name: found.name,
        attributes: found.attributes,
        addresses: Object.fromEntries(
          Object.entries(found.addresses).map(([coinType, { address }]) => [coinType, { address }]),
        ),
      })
    }
    return account(input, init)
  }
}
