import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ANALYTICS_QUEUE_LIMIT, ANALYTICS_RETRY_MS, EVENTS_HISTORY_LIMIT } from '../api/apiConstants.ts'
import { createAnalyticsClient } from '../api/createAnalyticsClient.ts'
import { createFetcher, type FetchLike } from '../api/createFetcher.ts'
import type { AlertMessage } from '../api/getAlertForApiError.ts'
import { AlertMessages } from '../errors/messages.ts'
import { createEventsController, type EventRecord, TRACKED_EVENTS } from './EventsController.ts'

interface Sent {
  eventId: string
  timestamp: number
  props: { event: string; address?: string; properties?: Record<string, unknown> }
}

/** Real analytics client over a fake Pulse at the fetch edge; `status` decides each answer. */
function setup({
  status = () => 204,
  analytics = true,
  address,
  deferSend,
}: {
  status?: () => number
  analytics?: boolean
  address?: string
  deferSend?: (send: () => void) => () => void
} = {}) {
  const sent: Sent[] = []
  const attempts: Sent[] = []
  const fetch: FetchLike = async (_url, init) => {
    const body = JSON.parse(init.body as string) as Sent
    attempts.push(body)
    const code = status()
    if (code < 300) sent.push(body)
    return new Response(null, { status: code })
  }
  const fetcher = createFetcher({
    baseUrl: 'https://pulse.test',
    projectId: 'p1',
    sdkType: 't',
    sdkVersion: 'v',
    fetch,
  })
  const alerts: AlertMessage[] = []
  const flags = { analytics }
  let id = 0
  const controller = createEventsController({
    analytics: createAnalyticsClient({
      fetcher,
      getLocation: () => ({ href: 'https://dapp.example/', hostname: 'dapp.example' }),
      randomId: () => `e${++id}`,
    }),
    isAnalyticsEnabled: () => flags.analytics,
    showAlert: (message) => alerts.push(message),
    now: () => Date.now(),
    getAddress: () => address,
    getCaipNetworkId: () => 'eip155:1',
    ...(deferSend ? { deferSend } : {}),
  })
  return { controller, sent, attempts, alerts, flags }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(1_700_000_000_000)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('EventsController: tracked events (spec §8)', () => {
  it("tracks spec §8's events: SIWX, send, cancel SIWX, social login, initialize, internal SDK error", () => {
    expect(TRACKED_EVENTS).toEqual(
      expect.arrayContaining([
        'SIWX_AUTH_ERROR',
        'SIWX_AUTH_SUCCESS',
        'SEND_INITIATED',
        'SEND_SUCCESS',
        'SEND_ERROR',
        'CLICK_CANCEL_SIWX',
        'SOCIAL_LOGIN_SUCCESS',
        'INITIALIZE',
        'INTERNAL_SDK_ERROR',
        'MODAL_OPEN',
        'MODAL_CLOSE',
      ]),
    )
  })

  it('starts with MODAL_CREATED and records each event as { timestamp, data }', () => {
    const { controller } = setup({ analytics: false })
    expect(controller.state.data).toEqual({ type: 'track', event: 'MODAL_CREATED' })
    vi.advanceTimersByTime(5)
    controller.sendEvent({ event: 'MODAL_OPEN', properties: { connected: false } })
    expect(controller.state.timestamp).toBe(1_700_000_000_005)
    expect(controller.state.data).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false },
    })
    expect(controller.state.history).toEqual([
      {
        timestamp: 1_700_000_000_005,
        data: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
      },
    ])
  })

  it(`keeps the last ${EVENTS_HISTORY_LIMIT} events in history`, () => {
    const { controller } = setup({ analytics: false })
    for (let i = 0; i < EVENTS_HISTORY_LIMIT + 3; i += 1)
      controller.sendEvent({ event: 'MODAL_OPEN', properties: { i } })
    expect(controller.state.history).toHaveLength(EVENTS_HISTORY_LIMIT)
    expect(controller.state.history[0]!.data.properties).toEqual({ i: 3 })
  })

  it('subscribers get every event until they unsubscribe; a throwing listener does not stop the others', () => {
    const { controller } = setup({ analytics: false })
    const seen: EventRecord[] = []
    controller.subscribe(() => {
      throw new Error('listener bug')
    })
    const unsubscribe = controller.subscribe((record) => seen.push(record))
    controller.sendEvent({ event: 'MODAL_OPEN' })
    controller.sendEvent({ event: 'MODAL_CLOSE' })
    unsubscribe()
    controller.sendEvent({ event: 'MODAL_OPEN' })
    expect(seen.map((record) => record.data.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })
})

describe('EventsController: analytics (spec §7 POST /e, §8 403)', () => {
  it('with analytics on, each event is posted with its timestamp, the address and the network', async () => {
    const { controller, sent } = setup({ address: '0xabc' })
    controller.sendEvent({ event: 'SEND_SUCCESS', properties: { token: 'ETH' } })
    controller.sendEvent({ event: 'MODAL_CLOSE', address: '0xdef' })
    await vi.runAllTimersAsync()
    expect(sent).toEqual([
      expect.objectContaining({
        timestamp: 1_700_000_000_000,
        props: {
          type: 'track',
          event: 'SEND_SUCCESS',
          address: '0xabc',
          properties: { token: 'ETH', caipNetworkId: 'eip155:1' },
        },
      }),
      expect.objectContaining({
        props: {
          type: 'track',
          event: 'MODAL_CLOSE',
          address: '0xdef',
          properties: { caipNetworkId: 'eip155:1' },
        },
      }),
    ])
    expect(controller.pendingCount()).toBe(0)
  })

  it('with features.analytics off nothing is sent, but events are still recorded', async () => {
    const { controller, attempts } = setup({ analytics: false })
    controller.sendEvent({ event: 'INITIALIZE' })
    await vi.runAllTimersAsync()
    expect(attempts).toHaveLength(0)
    expect(controller.state.data.event).toBe('INITIALIZE')
  })

  it('a failed send keeps the events and re-sends them, in order and with the same ids, after the retry delay', async () => {
    let down = true
    const { controller, sent, attempts } = setup({ status: () => (down ? 503 : 204) })
    controller.sendEvent({ event: 'MODAL_OPEN' })
    controller.sendEvent({ event: 'MODAL_CLOSE' })
    await vi.advanceTimersByTimeAsync(0)
    expect(attempts).toHaveLength(1)
    expect(controller.pendingCount()).toBe(2)
    controller.sendEvent({ event: 'MODAL_OPEN' })
    await vi.advanceTimersByTimeAsync(ANALYTICS_RETRY_MS - 1)
    expect(attempts).toHaveLength(1)
    down = false
    await vi.advanceTimersByTimeAsync(1)
    expect(sent.map((event) => [event.eventId, event.props.event])).toEqual([
      ['e1', 'MODAL_OPEN'],
      ['e2', 'MODAL_CLOSE'],
      ['e3', 'MODAL_OPEN'],
    ])
    expect(controller.pendingCount()).toBe(0)
  })

  it(`keeps at most ${ANALYTICS_QUEUE_LIMIT} unsent events, dropping the oldest`, async () => {
    const { controller } = setup({ status: () => 503 })
    for (let i = 0; i < ANALYTICS_QUEUE_LIMIT + 5; i += 1) controller.sendEvent({ event: 'MODAL_OPEN' })
    await vi.advanceTimersByTimeAsync(0)
    expect(controller.pendingCount()).toBe(ANALYTICS_QUEUE_LIMIT)
    controller.destroy()
  })

  it("a 403 from analytics raises 'Invalid App Configuration' exactly once and stops sending", async () => {
    const { controller, attempts, alerts } = setup({ status: () => 403 })
    controller.sendEvent({ event: 'MODAL_OPEN' })
    controller.sendEvent({ event: 'MODAL_CLOSE' })
    await vi.runAllTimersAsync()
    controller.sendEvent({ event: 'MODAL_OPEN' })
    await vi.runAllTimersAsync()
    expect(alerts).toEqual([AlertMessages.invalidAppConfiguration])
    expect(attempts).toHaveLength(1)
    expect(controller.pendingCount()).toBe(0)
    expect(controller.state.history).toHaveLength(3)
  })

  it('an event the API refuses with another 4xx is dropped alone and the rest still go out', async () => {
    let first = true
    const { controller, sent, alerts } = setup({
      status: () => {
        const code = first ? 400 : 204
        first = false
        return code
      },
    })
    controller.sendEvent({ event: 'MODAL_OPEN' })
    controller.sendEvent({ event: 'MODAL_CLOSE' })
    await vi.runAllTimersAsync()
    expect(sent.map((event) => event.props.event)).toEqual(['MODAL_CLOSE'])
    expect(alerts).toEqual([])
  })

  it('turning analytics off while events wait drops them at the next send', async () => {
    const { controller, flags, attempts } = setup({ status: () => 503 })
    controller.sendEvent({ event: 'MODAL_OPEN' })
    await vi.advanceTimersByTimeAsync(0)
    flags.analytics = false
    await vi.advanceTimersByTimeAsync(ANALYTICS_RETRY_MS)
    expect(attempts).toHaveLength(1)
    expect(controller.pendingCount()).toBe(0)
  })

  it('destroy stops the retry timer', async () => {
    const { controller, attempts } = setup({ status: () => 503 })
    controller.sendEvent({ event: 'MODAL_OPEN' })
    await vi.advanceTimersByTimeAsync(0)
    controller.destroy()
    await vi.advanceTimersByTimeAsync(ANALYTICS_RETRY_MS * 3)
    expect(attempts).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('with deferSend, sending starts only when it says: the events recorded meanwhile go in that one start', async () => {
    const waiting: (() => void)[] = []
    const { controller, attempts } = setup({
      deferSend: (send) => {
        waiting.push(send)
        return () => undefined
      },
    })
    controller.sendEvent({ event: 'MODAL_OPEN' })
    controller.sendEvent({ event: 'MODAL_CLOSE' })
    await vi.runAllTimersAsync()
    // Recorded at once, sent later: one deferred start for both.
    expect(controller.state.data).toMatchObject({ event: 'MODAL_CLOSE' })
    expect(attempts).toHaveLength(0)
    expect(waiting).toHaveLength(1)
    waiting[0]?.()
    await vi.runAllTimersAsync()
    expect(attempts.map((body) => body.props.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    // The next event defers a new start.
    controller.sendEvent({ event: 'MODAL_OPEN' })
    expect(waiting).toHaveLength(2)
  })

  it('destroy cancels a deferred start, so nothing is sent after it', async () => {
    const defer = (send: () => void) => {
      const timer = setTimeout(send, 10)
      return () => clearTimeout(timer)
    }
    const kept = setup({ deferSend: defer })
    const destroyed = setup({ deferSend: defer })
    kept.controller.sendEvent({ event: 'MODAL_OPEN' })
    destroyed.controller.sendEvent({ event: 'MODAL_OPEN' })
    destroyed.controller.destroy()
    await vi.runAllTimersAsync()
    expect(kept.attempts).toHaveLength(1)
    expect(destroyed.attempts).toHaveLength(0)
  })
})
