import { ApiError } from '../api/ApiError.ts'
import { ANALYTICS_QUEUE_LIMIT, ANALYTICS_RETRY_MS, EVENTS_HISTORY_LIMIT } from '../api/apiConstants.ts'
import type { AnalyticsEvent, AnalyticsPayload } from '../api/createAnalyticsClient.ts'
import { type AlertMessage, getAlertForApiError } from '../api/getAlertForApiError.ts'
import { HttpStatus } from '../errors/codes.ts'
import { createEventsState } from './createEventsState.ts'
import type { EventRecord, EventsControllerState, TrackedEvent } from './trackedEvents.ts'

export {
  type EventRecord,
  type EventsControllerState,
  TRACKED_EVENTS,
  type TrackedEvent,
  type TrackedEventName,
} from './trackedEvents.ts'

export interface EventsControllerDeps {
  /** The state to drive, made ahead by createCoreState; default a new one (createEventsState). */
  state?: EventsControllerState
  analytics: {
    createPayload(event: AnalyticsEvent): AnalyticsPayload
    send(payload: AnalyticsPayload): Promise<void>
  }
  /** `features.analytics`: events are always recorded, sent only when this is on. */
  isAnalyticsEnabled(): boolean
  /** Opens an alert (the Alert controller). */
  showAlert(message: AlertMessage): void
  now(): number
  /** The connected address, added to sent events that carry none. */
  getAddress?(): string | undefined
  /** The active network, added to sent events' properties. */
  getCaipNetworkId?(): string | undefined
  /**
   * Runs `send` (the start of sending what was recorded) later, off the path of the interaction that raised the
   * event, and returns a function that cancels it; by default `send` runs at once.
   */
  deferSend?(send: () => void): () => void
}

export type EventListener = (record: EventRecord) => void

/**
 * Tracked events (spec §8): keeps the last event (`{ timestamp, data }`) and a short history, notifies listeners
 * of every event, and sends them to analytics when `features.analytics` is on. Sending is sequential from a
 * bounded queue: a failed send keeps the events and retries after ANALYTICS_RETRY_MS; a 403 (origin not on the
 * allowlist) raises 'Invalid App Configuration' once and stops sending for this instance.
 */
export function createEventsController(deps: EventsControllerDeps) {
  const state = deps.state ?? createEventsState(deps.now)
  const listeners = new Set<EventListener>()
  const queue: AnalyticsPayload[] = []
  let flushing = false
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  /** Set by a 403: the origin is not allowed, so nothing more is sent. */
  let blocked = false
  let alerted = false
  /** Whether a deferred start of sending waits (`deferSend`), and how to cancel it. */
  let sendDeferred = false
  let cancelDeferredSend = () => {}

  function sendEvent(event: Omit<TrackedEvent, 'type'>): EventRecord {
    const record: EventRecord = { timestamp: deps.now(), data: { type: 'track', ...event } }
    state.timestamp = record.timestamp
    state.data = record.data
    state.history.push(record)
    if (state.history.length > EVENTS_HISTORY_LIMIT)
      state.history.splice(0, state.history.length - EVENTS_HISTORY_LIMIT)
    for (const listener of listeners) {
      try {
        listener(record)
      } catch {
        // One faulty listener must not stop the others or the send.
      }
    }
    if (deps.isAnalyticsEnabled() && !blocked) {
      enqueue(record)
      scheduleFlush()
    }
    return record
  }

  /** Starts sending once `deferSend` lets it; the events recorded until then go in the same flush. */
  function scheduleFlush() {
    if (!deps.deferSend) {
      void flush()
      return
    }
    if (sendDeferred) return
    sendDeferred = true
    cancelDeferredSend = deps.deferSend(() => {
      sendDeferred = false
      void flush()
    })
  }

  function enqueue({ timestamp, data }: EventRecord) {
    const caipNetworkId = deps.getCaipNetworkId?.()
    const properties = caipNetworkId ? { ...data.properties, caipNetworkId } : data.properties
    const address = data.address ?? deps.getAddress?.()
    queue.push(
      deps.analytics.createPayload({
        event: data.event,
        timestamp,
        ...(address ? { address } : {}),
        ...(properties ? { properties } : {}),
      }),
    )
    // Bounded: under a long outage the oldest events go first.
    if (queue.length > ANALYTICS_QUEUE_LIMIT) queue.splice(0, queue.length - ANALYTICS_QUEUE_LIMIT)
  }

  async function flush(): Promise<void> {
    if (flushing || retryTimer !== undefined) return
    flushing = true
    try {
      while (queue.length && !blocked) {
        if (!deps.isAnalyticsEnabled()) {
          queue.length = 0
          return
        }
        const payload = queue[0] as AnalyticsPayload
        try {
          await deps.analytics.send(payload)
          drop(payload)
        } catch (error) {
          if (!handleSendError(error, payload)) return
        }
      }
    } finally {
      flushing = false
    }
  }

  /** Returns whether flushing may go on with the next event. */
  function handleSendError(error: unknown, payload: AnalyticsPayload): boolean {
    if (error instanceof ApiError && error.status === HttpStatus.forbidden) {
      blocked = true
      queue.length = 0
      const alert = getAlertForApiError(error)
      if (alert && !alerted) {
        alerted = true
        deps.showAlert(alert.message)
      }
      return false
    }
    if (error instanceof ApiError && error.status < 500 && error.status !== HttpStatus.tooManyRequests) {
      // The API refused this event itself; re-sending it would fail the same way.
      drop(payload)
      return true
    }
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      void flush()
    }, ANALYTICS_RETRY_MS)
    return false
  }

  function drop(payload: AnalyticsPayload) {
    const index = queue.indexOf(payload)
    if (index !== -1) queue.splice(index, 1)
  }

  return {
    state,
    sendEvent,
    /** Calls `listener` for every event from now on; returns the unsubscribe function. */
    subscribe(listener: EventListener): () => void {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** Events recorded but not yet accepted by analytics. */
    pendingCount: () => queue.length,
    /** Stops the retry timer and a deferred send, and drops listeners. */
    destroy() {
      cancelDeferredSend()
      clearTimeout(retryTimer)
      retryTimer = undefined
      listeners.clear()
    },
  }
}

export type EventsController = ReturnType<typeof createEventsController>
