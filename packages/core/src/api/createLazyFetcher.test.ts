import { describe, expect, it } from 'vitest'
import { ApiError } from './ApiError.ts'
import { createFetcher, type FetcherOptions, type FetchLike } from './createFetcher.ts'
import { createLazyFetcher } from './createLazyFetcher.ts'

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/** A lazy fetcher over the real createFetcher, a fake `fetch` at the edge, and a count of module loads. */
function setup(answer: (url: URL) => Response = () => json({ ok: true })) {
  const requests: URL[] = []
  const fetch: FetchLike = async (raw) => {
    const url = new URL(raw)
    requests.push(url)
    return answer(url)
  }
  const options: FetcherOptions = {
    baseUrl: 'https://api.test/base/',
    projectId: 'p1',
    sdkType: 'appkit',
    sdkVersion: 'react-core-1.0.0',
    fetch,
    retries: 0,
    getClientId: () => 'client-1',
  }
  let loads = 0
  const fetcher = createLazyFetcher(options, async () => {
    loads += 1
    return { createFetcher }
  })
  return { fetcher, options, requests, loads: () => loads }
}

describe('createLazyFetcher', () => {
  it("answers URLs and SDK params at once, as the fetcher's own, without loading it", () => {
    const { fetcher, options, loads } = setup()
    const eager = createFetcher(options)
    expect(fetcher.sdkParams).toEqual(eager.sdkParams)
    expect(fetcher.url('/getWalletImage/a%20b', {}, { withSdkParams: true })).toBe(
      eager.url('/getWalletImage/a%20b', {}, { withSdkParams: true }),
    )
    expect(fetcher.url('v1/x', { list: ['a', 'b'], none: undefined })).toBe(
      'https://api.test/base/v1/x?list=a%2Cb&clientId=client-1',
    )
    fetcher.clearCache()
    expect(loads()).toBe(0)
  })

  it('requests load the fetcher once and share its cache; clearCache empties it', async () => {
    const { fetcher, requests, loads } = setup()
    const [first, second] = await Promise.all([
      fetcher.get('/v1/x', { cacheTtlMs: 60_000 }),
      fetcher.get('/v1/x', { cacheTtlMs: 60_000 }),
    ])
    expect(first).toEqual({ ok: true })
    expect(second).toEqual({ ok: true })
    await fetcher.get('/v1/x', { cacheTtlMs: 60_000 })
    expect(requests).toHaveLength(1)
    expect(requests[0]?.searchParams.get('projectId')).toBe('p1')

    fetcher.clearCache()
    await fetcher.get('/v1/x', { cacheTtlMs: 60_000 })
    expect(requests).toHaveLength(2)

    await fetcher.post('/e', { body: { a: 1 } })
    expect(requests).toHaveLength(3)
    expect(loads()).toBe(1)
  })

  it("a failed request rejects with the fetcher's typed error", async () => {
    const { fetcher } = setup(() => json({ message: 'origin not allowed' }, 403))
    const error = await fetcher.get('/v1/x').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(403)
    await expect(fetcher.post('/e')).rejects.toBeInstanceOf(ApiError)
  })
})
