import { NAME_SUFFIXES } from '../constants/defaults.ts'
import { ONE_SECOND_MS, TEN_SECONDS_MS } from '../constants/limits.ts'

/**
 * Endpoints and limits of the API layer (API-SHAPES.md, APPKIT-REFERENCE.md §6). Kept beside the clients that
 * read them; every timer here derives from constants/limits.ts.
 */

export { ANALYTICS_API_URL, BLOCKCHAIN_API_URL, WALLET_REGISTRY_URL } from './apiUrls.ts'

/** Per-attempt request timeout. */
export const API_TIMEOUT_MS = TEN_SECONDS_MS
/** Retries after the first attempt, for idempotent GETs only. */
export const API_RETRIES = 2
/** First retry delay; doubles on every further retry. */
export const API_RETRY_BASE_DELAY_MS = ONE_SECOND_MS
/** Cached GET answers kept in memory per fetcher; the oldest goes first. */
export const API_CACHE_MAX_ENTRIES = 100

/** Client-side cache lifetimes (API-SHAPES §2.2, §2.3, §2.4). */
export const IDENTITY_CACHE_MS = 5 * 60 * ONE_SECOND_MS
export const HISTORY_CACHE_MS = 15 * ONE_SECOND_MS
export const BALANCE_CACHE_MS = 30 * ONE_SECOND_MS

/** Wallet registry page sizes (APPKIT-REFERENCE §6.4). */
export const WALLETS_PAGE_ENTRIES = 40
export const RECOMMENDED_WALLETS_ENTRIES = 4
export const SEARCH_WALLETS_ENTRIES = 100

/** Analytics events waiting to be sent; past this the oldest is dropped. */
export const ANALYTICS_QUEUE_LIMIT = 100
/** Delay before re-sending queued analytics events after a failed send. */
export const ANALYTICS_RETRY_MS = TEN_SECONDS_MS
/** Tracked events kept in the in-memory history. */
export const EVENTS_HISTORY_LIMIT = 50

/** Placeholder on-ramp quote id, used when the quote call fails (spec §8). */
export const ONRAMP_PLACEHOLDER_QUOTE_ID = 'mocked-quote-id'
/** Name zone used for suggestions: the product suffix without its dot (spec §5). */
export const NAME_ZONE = NAME_SUFFIXES[0].slice(1)
/** Profile API version whose "not found" answer is `[]` (API-SHAPES §2.12). */
export const PROFILE_API_VERSION = 2
