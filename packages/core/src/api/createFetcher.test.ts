import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './ApiError.ts'
import { ApiNetworkError } from './ApiNetworkError.ts'
import { ApiTimeoutError } from './ApiTimeoutError.ts'
import { API_CACHE_MAX_ENTRIES, API_RETRY_BASE_DELAY_MS, API_TIMEOUT_MS } from './apiConstants.ts'
import { createFetcher, type FetchLike } from './createFetcher.ts'
import { InvalidApiResponseError } from './InvalidApiResponseError.ts'
import { schema } from './schema.ts'

type Answer = Response | Error | 'hang'

/** A fake `fetch` at the edge: answers in order (the last one repeats) and records every call. */
function fakeFetch(...answers: Answer[]) {
  const calls: { url: URL; init: RequestInit }[] = []
  const fetch: FetchLike = (url, init) => {
    calls.push({ url: new URL(url), init })
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]
    if (answer === 'hang') {
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    }
    if (answer instanceof Error) return Promise.reject(answer)
    return Promise.resolve((answer as Response).clone())
  }
  return { fetch, calls }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

function setup(answers: Answer[], options: Partial<Parameters<typeof createFetcher>[0]> = {}) {
  const fake = fakeFetch(...answers)
  const fetcher = createFetcher({
    baseUrl: 'https://api.test',
    projectId: 'p1',
    sdkType: 'appkit',
    sdkVersion: 'react-core-1.0.0',
    fetch: fake.fetch,
    ...options,
  })
  return { fetcher, calls: fake.calls }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createFetcher: request building (spec §7: GETs add a project id and SDK type and version)', () => {
  it('GETs add projectId, st and sv query params', async () => {
    const { fetcher, calls } = setup([json({ ok: true })])
    await fetcher.get('/v1/supported-chains')
    expect(calls).toHaveLength(1)
    const { searchParams, pathname } = calls[0]!.url
    expect(pathname).toBe('/v1/supported-chains')
    expect(searchParams.get('projectId')).toBe('p1')
    expect(searchParams.get('st')).toBe('appkit')
    expect(searchParams.get('sv')).toBe('react-core-1.0.0')
    expect(calls[0]!.init.method).toBe('GET')
  })

  it('leaves out undefined and null params, joins lists with commas and drops empty lists', async () => {
    const { fetcher, calls } = setup([json({})])
    await fetcher.get('/getWallets', {
      params: { page: 2, search: undefined, badge_type: null, include: ['a', 'b'], exclude: [], flag: true },
    })
    const { searchParams } = calls[0]!.url
    expect(searchParams.get('page')).toBe('2')
    expect(searchParams.get('include')).toBe('a,b')
    expect(searchParams.get('flag')).toBe('true')
    expect(searchParams.has('search')).toBe(false)
    expect(searchParams.has('badge_type')).toBe(false)
    expect(searchParams.has('exclude')).toBe(false)
  })

  it('appends the relay clientId once it is known', async () => {
    let clientId: string | undefined
    const { fetcher, calls } = setup([json({})], { getClientId: () => clientId })
    await fetcher.get('/a')
    clientId = 'client-1'
    await fetcher.get('/b')
    expect(calls[0]!.url.searchParams.has('clientId')).toBe(false)
    expect(calls[1]!.url.searchParams.get('clientId')).toBe('client-1')
  })

  it('keeps a self-hosted base path prefix', () => {
    const { fetcher } = setup([], { baseUrl: 'http://127.0.0.1:4000/api/' })
    expect(fetcher.url('v1/x', { a: 1 })).toBe('http://127.0.0.1:4000/api/v1/x?a=1')
    expect(fetcher.url('/v1/x', {}, { withSdkParams: true })).toBe(
      'http://127.0.0.1:4000/api/v1/x?projectId=p1&st=appkit&sv=react-core-1.0.0',
    )
  })

  it('POSTs send the body as JSON text and add no sdk params on their own', async () => {
    const { fetcher, calls } = setup([json({ fungibles: [] })])
    const body = await fetcher.post('/v1/fungible/price', { body: { currency: 'usd', addresses: ['x'] } })
    expect(body).toEqual({ fungibles: [] })
    expect(calls[0]!.init.method).toBe('POST')
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ currency: 'usd', addresses: ['x'] })
    expect(calls[0]!.url.search).toBe('')
    expect(calls[0]!.init.headers).toBeUndefined()
  })
})

describe('createFetcher: answers and typed errors', () => {
  it('a non-2xx answer throws ApiError with status, parsed body and url', async () => {
    const body = { status: 'FAILED', reasons: [{ field: 'authentication', description: 'We failed' }] }
    const { fetcher } = setup([json(body, 401)])
    const error = await fetcher.get('/v1/identity/0x1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    const apiError = error as ApiError
    expect(apiError.status).toBe(401)
    expect(apiError.body).toEqual(body)
    expect(apiError.reason).toEqual({ field: 'authentication', description: 'We failed' })
    expect(apiError.url).toContain('https://api.test/v1/identity/0x1?projectId=p1')
    expect(apiError.shortMessage).toBe('HTTP status code: 401')
    expect(apiError.details).toBe('We failed')
  })

  it('a plain-text error body is kept as text and an empty one as undefined', async () => {
    const { fetcher } = setup([new Response('Failed to deserialize query string', { status: 400 })])
    const error = (await fetcher.get('/x').catch((e: unknown) => e)) as ApiError
    expect(error.body).toBe('Failed to deserialize query string')
    expect(error.reason).toBeUndefined()
    const empty = setup([new Response('', { status: 404 })])
    const notFound = (await empty.fetcher.post('/y').catch((e: unknown) => e)) as ApiError
    expect(notFound.body).toBeUndefined()
    expect(notFound.method).toBe('POST')
  })

  it('an empty 2xx body resolves to undefined (session revoke answers with no body)', async () => {
    const { fetcher } = setup([new Response('', { status: 200 })])
    await expect(fetcher.post('/v1/sessions/x/revoke')).resolves.toBeUndefined()
  })

  it('a 2xx body that is not JSON throws InvalidApiResponseError', async () => {
    const { fetcher } = setup([new Response('<html>', { status: 200 })])
    const error = await fetcher.get('/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidApiResponseError)
    expect((error as InvalidApiResponseError).expected).toBe('JSON')
  })

  it('a body of the wrong shape throws InvalidApiResponseError naming the path and url', async () => {
    const { fetcher } = setup([json({ http: 'eip155:1' })])
    const error = await fetcher
      .get('/v1/supported-chains', { schema: schema.object({ http: schema.array(schema.string()) }) })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidApiResponseError)
    expect((error as InvalidApiResponseError).path).toBe('$.http')
    expect((error as InvalidApiResponseError).url).toContain('/v1/supported-chains')
  })

  it('a fetch rejection becomes ApiNetworkError carrying the cause', async () => {
    const cause = new TypeError('Failed to fetch')
    const { fetcher } = setup([cause])
    const error = await fetcher.post('/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiNetworkError)
    expect((error as ApiNetworkError).cause).toBe(cause)
  })
})

describe('createFetcher: bounded retry with backoff for GETs only', () => {
  it('retries network errors, 5xx and 429 with exponential backoff, then succeeds', async () => {
    const { fetcher, calls } = setup(
      [new TypeError('offline'), json({}, 503), json({}, 429), json({ ok: 1 })],
      {
        retries: 3,
      },
    )
    const result = fetcher.get('/x')
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(API_RETRY_BASE_DELAY_MS - 1)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(API_RETRY_BASE_DELAY_MS * 2)
    expect(calls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(API_RETRY_BASE_DELAY_MS * 4)
    expect(calls).toHaveLength(4)
    await expect(result).resolves.toEqual({ ok: 1 })
  })

  it("A3: waits for a 429's or 503's Retry-After before retrying, and does not retry past the cap", async () => {
    const limited = new Response('{}', { status: 429, headers: { 'retry-after': '3' } })
    const { fetcher, calls } = setup([limited, json({ ok: 1 })], { retries: 1 })
    const result = fetcher.get('/x')
    await vi.advanceTimersByTimeAsync(3_000 - 1)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await expect(result).resolves.toEqual({ ok: 1 })

    // Past the cap (the per-attempt timeout), the server is not asked again.
    const tooLong = String(API_TIMEOUT_MS / 1000 + 1)
    const unavailable = new Response('{}', { status: 503, headers: { 'retry-after': tooLong } })
    const giveUp = setup([unavailable, json({ ok: 1 })], { retries: 2 })
    await expect(giveUp.fetcher.get('/x')).rejects.toMatchObject({ status: 503 })
    expect(giveUp.calls).toHaveLength(1)
  })

  it('never retries a 4xx other than 429', async () => {
    const { fetcher, calls } = setup([json({}, 400), json({ ok: 1 })])
    await expect(fetcher.get('/x')).rejects.toBeInstanceOf(ApiError)
    await vi.runAllTimersAsync()
    expect(calls).toHaveLength(1)
  })

  it('gives up after the bounded number of retries with the last error', async () => {
    const { fetcher, calls } = setup([json({}, 500)], { retries: 2 })
    const result = fetcher.get('/x').catch((e: unknown) => e)
    await vi.runAllTimersAsync()
    const error = (await result) as ApiError
    expect(error.status).toBe(500)
    expect(calls).toHaveLength(3)
  })

  it('never retries a POST', async () => {
    const { fetcher, calls } = setup([json({}, 503)])
    const result = fetcher.post('/x').catch((e: unknown) => e)
    await vi.runAllTimersAsync()
    expect(await result).toBeInstanceOf(ApiError)
    expect(calls).toHaveLength(1)
  })
})

describe('createFetcher: timeout and abort', () => {
  it('an attempt without an answer within the timeout fails with ApiTimeoutError', async () => {
    const { fetcher, calls } = setup(['hang'], { retries: 0 })
    const result = fetcher.get('/x').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    const error = (await result) as ApiTimeoutError
    expect(error).toBeInstanceOf(ApiTimeoutError)
    expect(error.timeoutMs).toBe(API_TIMEOUT_MS)
    expect(calls[0]!.init.signal?.aborted).toBe(true)
  })

  it('a GET that timed out is retried and can then succeed', async () => {
    const { fetcher, calls } = setup(['hang', json({ ok: 1 })], { timeoutMs: 100, retries: 1 })
    const result = fetcher.get('/x')
    await vi.advanceTimersByTimeAsync(100 + API_RETRY_BASE_DELAY_MS)
    await expect(result).resolves.toEqual({ ok: 1 })
    expect(calls).toHaveLength(2)
  })

  it('a caller abort rejects with the signal reason and stops further retries', async () => {
    const { fetcher, calls } = setup([json({}, 503)], { retries: 3 })
    const controller = new AbortController()
    const result = fetcher.get('/x', { signal: controller.signal }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(0)
    controller.abort(new Error('left the view'))
    expect(((await result) as Error).message).toBe('left the view')
    await vi.runAllTimersAsync()
    expect(calls).toHaveLength(1)
  })

  it('an abort during an attempt aborts the underlying fetch', async () => {
    const { fetcher, calls } = setup(['hang'])
    const controller = new AbortController()
    const result = fetcher.post('/x', { signal: controller.signal }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(0)
    controller.abort(new Error('stop'))
    expect(((await result) as Error).message).toBe('stop')
    expect(calls[0]!.init.signal?.aborted).toBe(true)
  })

  it('an already aborted signal makes no request', async () => {
    const { fetcher, calls } = setup([json({})])
    const controller = new AbortController()
    controller.abort(new Error('gone'))
    await expect(fetcher.get('/x', { signal: controller.signal })).rejects.toThrow('gone')
    await expect(fetcher.post('/x', { signal: controller.signal })).rejects.toThrow('gone')
    expect(calls).toHaveLength(0)
  })
})

describe('createFetcher: in-flight de-duplication', () => {
  it('identical concurrent GETs share one request', async () => {
    const { fetcher, calls } = setup([json({ n: 1 })])
    const [a, b] = await Promise.all([
      fetcher.get('/x', { params: { a: 1 } }),
      fetcher.get('/x', { params: { a: 1 } }),
    ])
    expect(a).toEqual({ n: 1 })
    expect(b).toEqual({ n: 1 })
    expect(calls).toHaveLength(1)
  })

  it('a caller with a signal joining a shared GET gets the same answer', async () => {
    const { fetcher, calls } = setup([json({ n: 1 })])
    const controller = new AbortController()
    const [a, b] = await Promise.all([fetcher.get('/x'), fetcher.get('/x', { signal: controller.signal })])
    expect(b).toEqual(a)
    expect(calls).toHaveLength(1)
    controller.abort()
  })

  it('GETs with different params are not shared', async () => {
    const { fetcher, calls } = setup([json({})])
    await Promise.all([fetcher.get('/x', { params: { a: 1 } }), fetcher.get('/x', { params: { a: 2 } })])
    expect(calls).toHaveLength(2)
  })

  it('one caller aborting a shared GET does not abort the others', async () => {
    const { fetcher, calls } = setup(['hang'], { timeoutMs: 1_000, retries: 0 })
    const controller = new AbortController()
    const first = fetcher.get('/x', { signal: controller.signal }).catch((e: unknown) => e)
    const second = fetcher.get('/x', { signal: new AbortController().signal }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(0)
    controller.abort(new Error('first left'))
    expect(((await first) as Error).message).toBe('first left')
    expect(calls[0]!.init.signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await second).toBeInstanceOf(ApiTimeoutError)
  })

  it('when every caller aborts, the shared request is aborted and a new caller starts afresh', async () => {
    const { fetcher, calls } = setup(['hang', json({ fresh: true })])
    const one = new AbortController()
    const two = new AbortController()
    const first = fetcher.get('/x', { signal: one.signal }).catch((e: unknown) => e)
    const second = fetcher.get('/x', { signal: two.signal }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(0)
    one.abort(new Error('a'))
    two.abort(new Error('b'))
    await Promise.all([first, second])
    expect(calls[0]!.init.signal?.aborted).toBe(true)
    await expect(fetcher.get('/x')).resolves.toEqual({ fresh: true })
    expect(calls).toHaveLength(2)
  })

  it('POSTs are never shared', async () => {
    const { fetcher, calls } = setup([json({})])
    await Promise.all([fetcher.post('/x', { body: 1 }), fetcher.post('/x', { body: 1 })])
    expect(calls).toHaveLength(2)
  })
})

describe('createFetcher: TTL cache for GETs', () => {
  it('serves an identical GET from memory within its ttl and refetches after it', async () => {
    const { fetcher, calls } = setup([json({ v: 1 }), json({ v: 2 })])
    await expect(fetcher.get('/x', { cacheTtlMs: 30_000 })).resolves.toEqual({ v: 1 })
    vi.advanceTimersByTime(29_999)
    await expect(fetcher.get('/x', { cacheTtlMs: 30_000 })).resolves.toEqual({ v: 1 })
    expect(calls).toHaveLength(1)
    vi.advanceTimersByTime(1)
    await expect(fetcher.get('/x', { cacheTtlMs: 30_000 })).resolves.toEqual({ v: 2 })
    expect(calls).toHaveLength(2)
  })

  it('caches nothing by default and uses the fetcher-wide default ttl when set', async () => {
    const plain = setup([json({})])
    await plain.fetcher.get('/x')
    await plain.fetcher.get('/x')
    expect(plain.calls).toHaveLength(2)
    const cached = setup([json({})], { cacheTtlMs: 1_000 })
    await cached.fetcher.get('/x')
    await cached.fetcher.get('/x')
    expect(cached.calls).toHaveLength(1)
  })

  it('does not cache failures and clearCache forgets answers', async () => {
    const { fetcher, calls } = setup([json({}, 400), json({ v: 1 })])
    await expect(fetcher.get('/x', { cacheTtlMs: 1_000 })).rejects.toBeInstanceOf(ApiError)
    await fetcher.get('/x', { cacheTtlMs: 1_000 })
    await fetcher.get('/x', { cacheTtlMs: 1_000 })
    expect(calls).toHaveLength(2)
    fetcher.clearCache()
    await fetcher.get('/x', { cacheTtlMs: 1_000 })
    expect(calls).toHaveLength(3)
  })

  it('clearCache lets go of a GET in flight: a later GET asks again, and the earlier answer is not cached', async () => {
    const answers: Array<(body: unknown) => void> = []
    const urls: string[] = []
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input))
      const body = await new Promise<unknown>((resolve) => answers.push(resolve))
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    })
    const { fetcher } = setup([], { fetch })
    const before = fetcher.get('/balance', { cacheTtlMs: 60_000 })
    await vi.waitFor(() => expect(answers).toHaveLength(1))
    // A send lands while the first read is on its way: its answer describes the state before the send.
    fetcher.clearCache()
    const after = fetcher.get('/balance', { cacheTtlMs: 60_000 })
    await vi.waitFor(() => expect(answers).toHaveLength(2))
    answers[0]?.({ v: 'before' })
    answers[1]?.({ v: 'after' })
    await expect(before).resolves.toEqual({ v: 'before' })
    await expect(after).resolves.toEqual({ v: 'after' })
    // The cache holds the newer answer only.
    await expect(fetcher.get('/balance', { cacheTtlMs: 60_000 })).resolves.toEqual({ v: 'after' })
    expect(urls).toHaveLength(2)
  })

  it(`keeps at most ${API_CACHE_MAX_ENTRIES} answers, dropping the oldest`, async () => {
    const { fetcher, calls } = setup([json({})])
    for (let i = 0; i <= API_CACHE_MAX_ENTRIES; i += 1)
      await fetcher.get('/x', { params: { i }, cacheTtlMs: 60_000 })
    expect(calls).toHaveLength(API_CACHE_MAX_ENTRIES + 1)
    await fetcher.get('/x', { params: { i: API_CACHE_MAX_ENTRIES }, cacheTtlMs: 60_000 })
    expect(calls).toHaveLength(API_CACHE_MAX_ENTRIES + 1)
    await fetcher.get('/x', { params: { i: 0 }, cacheTtlMs: 60_000 })
    expect(calls).toHaveLength(API_CACHE_MAX_ENTRIES + 2)
  })
})
