import { ApiError } from './ApiError.ts'
import { ApiNetworkError } from './ApiNetworkError.ts'
import { ApiTimeoutError } from './ApiTimeoutError.ts'
import {
  API_CACHE_MAX_ENTRIES,
  API_RETRIES,
  API_RETRY_BASE_DELAY_MS,
  API_TIMEOUT_MS,
} from './apiConstants.ts'
import {
  type ApiUrlBuilder,
  type ApiUrlBuilderOptions,
  createApiUrlBuilder,
  type QueryParams,
} from './createApiUrlBuilder.ts'
import { InvalidApiResponseError } from './InvalidApiResponseError.ts'
import { parseResponse, type Schema } from './schema.ts'

/**
 * Longest `Retry-After` (429/503) a GET waits before its retry, the per-attempt timeout; a server asking for longer
 * gets no retry, the caller gets the error at once.
 */
const RETRY_AFTER_MAX_MS = API_TIMEOUT_MS

/** The part of `fetch` the fetcher uses; tests pass a fake here. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

export interface FetcherOptions extends ApiUrlBuilderOptions {
  fetch?: FetchLike
  /** Per attempt; defaults to API_TIMEOUT_MS. */
  timeoutMs?: number
  /** Retries of a failed GET after the first attempt; defaults to API_RETRIES. */
  retries?: number
  /** First retry delay, doubled each retry; defaults to API_RETRY_BASE_DELAY_MS. */
  retryDelayMs?: number
  /** Default GET cache lifetime; 0 (the default) caches nothing unless a call asks. */
  cacheTtlMs?: number
  now?: () => number
}

export interface RequestOptions<T> {
  params?: QueryParams
  signal?: AbortSignal
  schema?: Schema<T>
}

export interface GetOptions<T> extends RequestOptions<T> {
  /** Serve an identical GET answered less than this long ago from memory. */
  cacheTtlMs?: number
}

export interface PostOptions<T> extends RequestOptions<T> {
  /** Sent as JSON text. */
  body?: unknown
}

export interface Fetcher extends ApiUrlBuilder {
  get<T>(path: string, options: GetOptions<T> & { schema: Schema<T> }): Promise<T>
  get(path: string, options?: GetOptions<unknown>): Promise<unknown>
  post<T>(path: string, options: PostOptions<T> & { schema: Schema<T> }): Promise<T>
  post(path: string, options?: PostOptions<unknown>): Promise<unknown>
  /**
   * Forgets every cached GET answer, and the GETs still in flight: their callers get their answers, but a later GET
   * starts anew instead of joining one that began before the change, and their answers are not cached.
   */
  clearCache(): void
}

interface SharedRequest {
  promise: Promise<unknown>
  controller: AbortController
  /** Callers still waiting; the request is aborted when the last one with a signal leaves. */
  waiters: number
}

/**
 * The one HTTP wrapper of the core: per-attempt timeout, caller `AbortSignal`, bounded exponential retry for
 * GETs (network errors, timeouts, 5xx, 429; never other 4xx), in-flight de-duplication and an opt-in TTL cache
 * for identical GETs. POSTs are never retried, shared or cached. Non-2xx answers throw `ApiError`.
 *
 * @example
 * const api = createFetcher({ baseUrl: BLOCKCHAIN_API_URL, projectId, sdkType: 'appkit', sdkVersion })
 * const chains = await api.get('/v1/supported-chains', { schema: supportedChainsSchema })
 */
export function createFetcher(options: FetcherOptions): Fetcher {
  const fetchFn: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init))
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS
  const retries = options.retries ?? API_RETRIES
  const retryDelayMs = options.retryDelayMs ?? API_RETRY_BASE_DELAY_MS
  const defaultTtl = options.cacheTtlMs ?? 0
  const now = options.now ?? Date.now
  const { sdkParams, url } = createApiUrlBuilder(options)
  const cache = new Map<string, { value: unknown; storedAt: number }>()
  const inFlight = new Map<string, SharedRequest>()

  /** One attempt: resolves with the parsed JSON body (undefined when empty) or rejects with a typed error. */
  function attempt(target: string, init: RequestInit, signal: AbortSignal): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason)
        return
      }
      const controller = new AbortController()
      let settled = false
      const settle = (finish: () => void) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        signal.removeEventListener('abort', onAbort)
        finish()
      }
      const onAbort = () => {
        controller.abort(signal.reason)
        settle(() => reject(signal.reason))
      }
      // The race makes the timeout hold even when a fetch implementation ignores its signal.
      const timer = setTimeout(() => {
        controller.abort()
        settle(() => reject(new ApiTimeoutError({ url: target, timeoutMs })))
      }, timeoutMs)
      signal.addEventListener('abort', onAbort, { once: true })
      readResponse(fetchFn, target, { ...init, signal: controller.signal }).then(
        (body) => settle(() => resolve(body)),
        (error: unknown) => settle(() => reject(error)),
      )
    })
  }

  async function withRetry(target: string, init: RequestInit, signal: AbortSignal, maxRetries: number) {
    for (let attemptIndex = 0; ; attemptIndex += 1) {
      try {
        return await attempt(target, init, signal)
      } catch (error) {
        if (attemptIndex >= maxRetries || signal.aborted || !isRetryable(error)) throw error
        // A rate-limited or unavailable server says when to come back: not before, and not at all past the cap.
        const retryAfter = retryAfterMs.get(error as object) ?? 0
        if (retryAfter > RETRY_AFTER_MAX_MS) throw error
        await sleep(Math.max(retryDelayMs * 2 ** attemptIndex, retryAfter), signal)
      }
    }
  }

  function readCache(key: string, ttl: number): { value: unknown } | undefined {
    if (ttl <= 0) return undefined
    const entry = cache.get(key)
    return entry && now() - entry.storedAt < ttl ? entry : undefined
  }

  function writeCache(key: string, value: unknown) {
    cache.delete(key)
    cache.set(key, { value, storedAt: now() })
    if (cache.size > API_CACHE_MAX_ENTRIES) {
      const oldest = cache.keys().next().value
      if (oldest !== undefined) cache.delete(oldest)
    }
  }

  function share(key: string, ttl: number): SharedRequest {
    const existing = inFlight.get(key)
    if (existing) return existing
    const controller = new AbortController()
    const shared: SharedRequest = {
      controller,
      waiters: 0,
      promise: withRetry(key, { method: 'GET' }, controller.signal, retries).then(
        (value) => {
          // A request that clearCache let go of answered for the state before the change: not cached.
          const current = inFlight.get(key) === shared
          if (current) inFlight.delete(key)
          if (current && ttl > 0) writeCache(key, value)
          return value
        },
        (error: unknown) => {
          if (inFlight.get(key) === shared) inFlight.delete(key)
          throw error
        },
      ),
    }
    inFlight.set(key, shared)
    return shared
  }

  /** Waits for a shared request on behalf of one caller, honouring that caller's own signal. */
  function join(key: string, shared: SharedRequest, signal: AbortSignal | undefined): Promise<unknown> {
    shared.waiters += 1
    if (!signal) return shared.promise
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        shared.waiters -= 1
        if (shared.waiters === 0) {
          if (inFlight.get(key) === shared) inFlight.delete(key)
          shared.controller.abort(signal.reason)
        }
        reject(signal.reason)
      }
      signal.addEventListener('abort', onAbort, { once: true })
      shared.promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort)
          resolve(value)
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort)
          reject(error)
        },
      )
    })
  }

  async function get(path: string, getOptions: GetOptions<unknown> = {}): Promise<unknown> {
    const key = url(path, getOptions.params, { withSdkParams: true })
    const ttl = getOptions.cacheTtlMs ?? defaultTtl
    const cached = readCache(key, ttl)
    getOptions.signal?.throwIfAborted()
    const body = cached ? cached.value : await join(key, share(key, ttl), getOptions.signal)
    return getOptions.schema ? parseResponse(getOptions.schema, body, key) : body
  }

  async function post(path: string, postOptions: PostOptions<unknown> = {}): Promise<unknown> {
    const target = url(path, postOptions.params)
    // No Content-Type header: a text/plain JSON body is a CORS "simple request" (no preflight), and the API
    // parses JSON whatever the Content-Type (API-SHAPES §1).
    const init: RequestInit = {
      method: 'POST',
      ...(postOptions.body === undefined ? {} : { body: JSON.stringify(postOptions.body) }),
    }
    const body = await withRetry(target, init, postOptions.signal ?? new AbortController().signal, 0)
    return postOptions.schema ? parseResponse(postOptions.schema, body, target) : body
  }

  return {
    sdkParams,
    url,
    get: get as Fetcher['get'],
    post: post as Fetcher['post'],
    clearCache: () => {
      cache.clear()
      inFlight.clear()
    },
  }
}

async function readResponse(fetchFn: FetchLike, target: string, init: RequestInit): Promise<unknown> {
  let response: Response
  let text: string
  try {
    response = await fetchFn(target, init)
    text = await response.text()
  } catch (cause) {
    throw new ApiNetworkError({ url: target, cause })
  }
  const method = init.method === 'POST' ? 'POST' : 'GET'
  if (!response.ok) {
    const error = new ApiError({
      status: response.status,
      body: parseJsonOr(text, text || undefined),
      url: target,
      method,
    })
    const retryAfter = readRetryAfterMs(response)
    if (retryAfter !== undefined) retryAfterMs.set(error, retryAfter)
    throw error
  }
  if (text.trim() === '') return undefined
  const none = Symbol('none')
  const body = parseJsonOr<unknown>(text, none)
  if (body === none) throw new InvalidApiResponseError({ path: '$', expected: 'JSON', url: target })
  return body
}

/** `Retry-After` of a 429/503 answer, in ms: delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
const retryAfterMs = new WeakMap<object, number>()

function readRetryAfterMs(response: Response): number | undefined {
  if (response.status !== 429 && response.status !== 503) return undefined
  const value = response.headers.get('retry-after')?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}

function parseJsonOr<T>(text: string, fallback: T): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return fallback
  }
}

function isRetryable(error: unknown): boolean {
  if (error instanceof ApiNetworkError || error instanceof ApiTimeoutError) return true
  return error instanceof ApiError && (error.status >= 500 || error.status === 429)
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}
