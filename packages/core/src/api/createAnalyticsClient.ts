import type { Fetcher } from './createFetcher.ts'

/** A tracked event as the product records it. */
export interface AnalyticsEvent {
  /** Event name, e.g. `MODAL_OPEN` (spec §8 "Tracked events"). */
  event: string
  /** When it happened, in ms since the epoch. */
  timestamp: number
  /** The connected address, when there is one. */
  address?: string
  properties?: Readonly<Record<string, unknown>>
}

/** The POST /e body (spec §7, API-SHAPES §5). */
export interface AnalyticsPayload {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: {
    type: 'track'
    event: string
    address?: string
    properties?: Readonly<Record<string, unknown>>
  }
}

export interface AnalyticsClientOptions {
  /** A fetcher for the analytics base URL. */
  fetcher: Fetcher
  /** The page the event happened on; defaults to `globalThis.location` (empty on the server). */
  getLocation?: () => { href: string; hostname: string } | undefined
  /** Defaults to `crypto.randomUUID`. */
  randomId?: () => string
}

/**
 * Analytics (spec §7): POST /e?projectId&st&sv with `{eventId, url, domain, timestamp, props}`. A 403 means the
 * page origin is not on the project allowlist; the caller maps it with `getAlertForApiError`.
 *
 * @example const analytics = createAnalyticsClient({ fetcher }); await analytics.send(analytics.createPayload(e))
 */
export function createAnalyticsClient({
  fetcher,
  getLocation = () => globalThis.location,
  randomId = () => globalThis.crypto.randomUUID(),
}: AnalyticsClientOptions) {
  return {
    /** Stamps an event with a fresh id and the current page, so a re-send keeps the same id and page. */
    createPayload({ event, timestamp, address, properties }: AnalyticsEvent): AnalyticsPayload {
      const location = getLocation()
      return {
        eventId: randomId(),
        url: location?.href ?? '',
        domain: location?.hostname ?? '',
        timestamp,
        props: {
          type: 'track',
          event,
          ...(address ? { address } : {}),
          ...(properties ? { properties } : {}),
        },
      }
    },
    /** Sends one payload; never retried here (a POST), the events queue decides. */
    async send(payload: AnalyticsPayload, signal?: AbortSignal): Promise<void> {
      await fetcher.post('/e', { params: fetcher.sdkParams, body: payload, signal })
    },
  }
}

export type AnalyticsClient = ReturnType<typeof createAnalyticsClient>
