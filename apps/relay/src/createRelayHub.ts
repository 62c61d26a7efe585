import { createLimitExceededError } from './createLimitExceededError.ts'
import { createMemoryMessageBus } from './createMemoryMessageBus.ts'
import { createMemoryRelayStore } from './createMemoryRelayStore.ts'
import { createQuota } from './createQuota.ts'
import { createTokenBucket, type TokenBucket } from './createTokenBucket.ts'
import { formatFrame } from './formatFrame.ts'
import { getSubscriptionId } from './getSubscriptionId.ts'
import { jsonRpcErrorCodes } from './jsonRpcErrorCodes.ts'
import type { MessageBus, RelayEvent } from './MessageBus.ts'
import { type ParsedFrame, parseFrame, type RawId } from './parseFrame.ts'
import { type PublishRequest, parseRelayRequest, type RelayRequest } from './parseRelayRequest.ts'
import { RelayRpcError } from './RelayRpcError.ts'
import type { RelayMessage, RelayStore } from './RelayStore.ts'
import { RelayStoreUnavailableError } from './RelayStoreUnavailableError.ts'
import type { RelayLimits } from './relayDefaults.ts'

/** One authenticated socket, as the hub sees it. */
export interface RelayPeer {
  readonly clientId: string
  /** The IP address it connects from (behind a trusted proxy: the one the proxy names). */
  readonly ip: string
  send(text: string): void
  /** Ends the socket (1008 Policy Violation when a client keeps sending past its rate). */
  close(code: number, reason: string): void
  /** Stop reading the socket for now: maxPendingRequestsPerConnection of its requests wait for the store. */
  pause?(): void
  /** Read it again: its backlog is down to half that. */
  resume?(): void
}

export interface RelayConnection {
  /** Handles one text frame: answers it, and delivers whatever it made deliverable. Never throws. */
  receive(text: string): void
  /** The socket closed: drops its subscriptions; deliveries it never acknowledged are sent again later. */
  disconnect(): void
  /** Frames received, and how many of them were answered with a JSON-RPC error. */
  readonly counts: { frames: number; badFrames: number }
}

export interface RelayStats {
  connections: number
  /** Topics with a live subscriber or a stored message (on Redis: topics with a subscriber on this relay). */
  topics: number
  /** Stored messages (on Redis: of every relay sharing it). */
  messages: number
}

export interface CreateRelayHubParameters {
  limits: RelayLimits
  /** Where messages and the per-client budgets live; defaults to this process's memory. */
  store?: RelayStore
  /** How publishes reach the subscribers of other relays; defaults to this process only. */
  bus?: MessageBus
  /** Called with a request failure that was not the client's fault (answered with -32603). */
  onInternalError?: (error: unknown) => void
  /** The clock, in milliseconds (for the default store). */
  now?: () => number
  /** A monotonic clock in milliseconds, for the rate limits (tests pass their own). */
  monotonicNow?: () => number
}

export interface RelayHub {
  connect(peer: RelayPeer): RelayConnection
  /** Removes expired messages; returns how many. */
  sweep(): Promise<number>
  stats(): RelayStats
  /** Sends every local subscriber what it has not had yet (after the shared store was unreachable, when
   * publishes of other relays may have gone unheard). */
  resync(): void
  /** Resolves once every piece of work started so far (requests, deliveries, clean-up after a disconnect) is
   * done. */
  settled(): Promise<void>
}

interface PendingAck {
  readonly key: string
  readonly topic: string
}

interface ConnectionState {
  readonly peer: RelayPeer
  /** topic → subscription id */
  readonly subscriptions: Map<string, string>
  /** id of an irn_subscription request we sent → the message it carried */
  readonly pendingAcks: Map<RawId, PendingAck>
  readonly requests: TokenBucket
  open: boolean
}

type RequestFrame = Exclude<ParsedFrame, { kind: 'response' }>

const globalKey = 'relay'

/** The relay's protocol engine, free of sockets: subscriptions, delivery and acknowledgements, over a store
 * and a bus that are this process's memory or shared with other relays through Redis. */
export function createRelayHub({
  limits,
  now = Date.now,
  monotonicNow = performance.now.bind(performance),
  store = createMemoryRelayStore({ limits, now, monotonicNow }),
  bus = createMemoryMessageBus(),
  onInternalError,
}: CreateRelayHubParameters): RelayHub {
  const connections = new Set<ConnectionState>()
  const subscribers = new Map<string, Set<ConnectionState>>()
  // The process's own cap: each relay holds its subscriptions in its memory.
  const subscriptionsInAll = createQuota(limits.maxSubscriptions)
  const inFlight = new Set<Promise<unknown>>()
  // Our own request ids stay below 2^53, so clients that parse them as plain numbers answer them intact.
  let nextRequestId = 1

  /** Failures of work no request waits for: an unreachable store was logged once already; the rest is a bug. */
  function reportBackgroundError(error: unknown) {
    if (!(error instanceof RelayStoreUnavailableError)) onInternalError?.(error)
  }

  function track(work: Promise<unknown>) {
    const tracked: Promise<unknown> = work
      .catch(reportBackgroundError)
      .finally(() => inFlight.delete(tracked))
    inFlight.add(tracked)
  }

  function addSubscriber(connection: ConnectionState, topic: string) {
    connection.subscriptions.set(topic, getSubscriptionId(topic, connection.peer.clientId))
    let topicSubscribers = subscribers.get(topic)
    if (!topicSubscribers) {
      topicSubscribers = new Set()
      subscribers.set(topic, topicSubscribers)
    }
    topicSubscribers.add(connection)
  }

  /** Drops one local subscription; the store's count is the caller's to release. */
  function removeSubscriber(connection: ConnectionState, topic: string): boolean {
    if (!connection.subscriptions.delete(topic)) return false
    subscriptionsInAll.release(globalKey)
    const topicSubscribers = subscribers.get(topic)
    topicSubscribers?.delete(connection)
    if (topicSubscribers?.size === 0) subscribers.delete(topic)
    bus.unsubscribe(topic)
    return true
  }

  /** Subscribes to `topics`, or refuses (-32005, nothing subscribed) when the new ones would pass a budget. */
  async function subscribe(connection: ConnectionState, topics: readonly string[]) {
    const { peer } = connection
    const fresh = [...new Set(topics)].filter((topic) => !connection.subscriptions.has(topic))
    if (fresh.length === 0) return
    if (connection.subscriptions.size + fresh.length > limits.maxSubscriptionsPerConnection)
      throw createLimitExceededError('maxSubscriptionsPerConnection', limits)
    await store.reserveSubscriptions(peer, fresh.length)
    if (!subscriptionsInAll.hasRoom(globalKey, fresh.length)) {
      await store.releaseSubscriptions(peer, fresh.length)
      throw createLimitExceededError('maxSubscriptions', limits)
    }
    subscriptionsInAll.add(globalKey, fresh.length)
    // Heard on the bus before anything is read from the store: no publish can fall between the two.
    const heard = await Promise.allSettled(fresh.map((topic) => bus.subscribe(topic)))
    const failure = heard.find((outcome) => outcome.status === 'rejected')
    if (failure || !connection.open) {
      for (const topic of fresh) bus.unsubscribe(topic)
      subscriptionsInAll.release(globalKey, fresh.length)
      await store.releaseSubscriptions(peer, fresh.length)
      if (failure) throw failure.reason
      return
    }
    for (const topic of fresh) addSubscriber(connection, topic)
  }

  async function unsubscribe(connection: ConnectionState, topics: readonly string[]) {
    let removed = 0
    for (const topic of topics) if (removeSubscriber(connection, topic)) removed += 1
    // Answered once the budget is back, so the client's next subscribe (on any relay) can use it.
    if (removed > 0) await store.releaseSubscriptions(connection.peer, removed)
  }

  function deliver(connection: ConnectionState, subscriptionId: string, stored: RelayMessage) {
    const id = String(nextRequestId++)
    connection.pendingAcks.set(id, { key: stored.key, topic: stored.topic })
    if (connection.pendingAcks.size > limits.maxPendingAcks) {
      // A client that never acknowledges must not grow this map: count its oldest delivery as lost.
      const [oldestId, oldest] = connection.pendingAcks.entries().next().value as [RawId, PendingAck]
      connection.pendingAcks.delete(oldestId)
      track(store.unclaim(oldest.key, connection.peer.clientId))
    }
    const { topic, message, publishedAt, tag } = stored
    connection.peer.send(
      formatFrame({
        id,
        method: 'irn_subscription',
        params: { id: subscriptionId, data: { topic, message, publishedAt, tag } },
      }),
    )
  }

  /** Sends a message claimed for the connection's client, or gives the claim back if it can no longer go. */
  function handOver(connection: ConnectionState, stored: RelayMessage) {
    const subscriptionId = connection.open ? connection.subscriptions.get(stored.topic) : undefined
    if (subscriptionId) deliver(connection, subscriptionId, stored)
    else track(store.unclaim(stored.key, connection.peer.clientId))
  }

  /** Sends a subscriber the stored messages of a topic it has not had yet. */
  async function flush(connection: ConnectionState, topic: string) {
    if (!connection.subscriptions.has(topic)) return
    const { messages } = await store.claimPending(topic, connection.peer.clientId, {
      limit: limits.maxMessagesPerTopic,
      received: false,
    })
    for (const stored of messages) handOver(connection, stored)
  }

  async function deliverIfUnclaimed(connection: ConnectionState, stored: RelayMessage) {
    if (await store.claim(stored.key, connection.peer.clientId)) handOver(connection, stored)
  }

  function onEvent(event: RelayEvent) {
    const topicSubscribers = subscribers.get(event.topic)
    if (!topicSubscribers) return
    for (const connection of topicSubscribers) {
      const { clientId } = connection.peer
      if (event.kind === 'message') {
        if (clientId !== event.message.publisherId) track(deliverIfUnclaimed(connection, event.message))
      } else if (clientId === event.clientId) track(flush(connection, event.topic))
    }
  }
  bus.listen(onEvent)

  async function publish(
    connection: ConnectionState,
    request: PublishRequest,
    followUps: Array<() => Promise<unknown>>,
  ) {
    const { message } = await store.addMessage({
      ...request,
      publisherId: connection.peer.clientId,
      publisherIp: connection.peer.ip,
    })
    followUps.push(() => bus.publish({ kind: 'message', topic: message.topic, message }))
  }

  async function fetchMessages(connection: ConnectionState, topics: readonly string[]) {
    const messages: Array<{ topic: string; message: string; publishedAt: number; tag: number }> = []
    let hasMore = false
    for (const topic of topics) {
      // The response itself is the receipt: fetched messages count as delivered.
      const claimed = await store.claimPending(topic, connection.peer.clientId, {
        limit: limits.maxFetchMessages - messages.length,
        received: true,
      })
      for (const { message, publishedAt, tag } of claimed.messages)
        messages.push({ topic, message, publishedAt, tag })
      if (claimed.hasMore) {
        hasMore = true
        break
      }
    }
    return { messages, hasMore }
  }

  /** Runs a request; returns its result and pushes what must happen once the response is sent. */
  async function execute(
    connection: ConnectionState,
    request: RelayRequest,
    followUps: Array<() => Promise<unknown>>,
  ): Promise<unknown> {
    const { clientId } = connection.peer
    switch (request.method) {
      case 'irn_subscribe':
        await subscribe(connection, [request.topic])
        followUps.push(() => flush(connection, request.topic))
        return getSubscriptionId(request.topic, clientId)
      case 'irn_batchSubscribe':
        await subscribe(connection, request.topics)
        for (const topic of request.topics) followUps.push(() => flush(connection, topic))
        return request.topics.map((topic) => getSubscriptionId(topic, clientId))
      case 'irn_unsubscribe':
        await unsubscribe(connection, [request.topic])
        return true
      case 'irn_batchUnsubscribe':
        await unsubscribe(connection, request.topics)
        return true
      case 'irn_publish':
        await publish(connection, request.publish, followUps)
        return true
      case 'irn_batchFetchMessages':
        return fetchMessages(connection, request.topics)
      case 'wc_proposeSession':
        // The proposer never sends irn_subscribe for the pairing topic's answer: subscribing it is implied.
        await subscribe(connection, [request.pairingTopic])
        await publish(connection, request.proposal, followUps)
        return true
      case 'wc_approveSession':
        // Likewise the approver is implicitly subscribed to the new session topic.
        await subscribe(connection, [request.sessionTopic])
        await publish(connection, request.response, followUps)
        await publish(connection, request.settlement, followUps)
        return true
    }
  }

  function acknowledge(connection: ConnectionState, frame: Extract<ParsedFrame, { kind: 'response' }>) {
    const pending = connection.pendingAcks.get(frame.id)
    if (pending === undefined) return
    connection.pendingAcks.delete(frame.id)
    const { clientId } = connection.peer
    track(frame.ok ? store.acknowledge(pending.key, clientId) : store.unclaim(pending.key, clientId))
  }

  /** Deliveries lost with a closed socket: sendable again, and sent wherever the same client is subscribed
   * (it may already be back, on this relay or another, racing this close). */
  async function resendLost(clientId: string, lost: readonly PendingAck[]) {
    await Promise.all(lost.map(({ key }) => store.unclaim(key, clientId)))
    for (const topic of new Set(lost.map(({ topic }) => topic)))
      await bus.publish({ kind: 'lost', topic, clientId })
  }

  return {
    connect(peer) {
      const connection: ConnectionState = {
        peer,
        subscriptions: new Map(),
        pendingAcks: new Map(),
        requests: createTokenBucket({
          ratePerSecond: limits.requestsPerSecondPerConnection,
          capacity: limits.requestBurstPerConnection,
          now: monotonicNow,
        }),
        open: true,
      }
      connections.add(connection)
      const counts = { frames: 0, badFrames: 0 }
      // Requests run one after another, in the order they came: each may wait for the store.
      let queue: Promise<unknown> = Promise.resolve()
      let queued = 0
      let paused = false
      // "In a row" is in arrival order: a request admitted late (after waiting for the client's bucket) does
      // not forgive refusals of requests that came after it.
      let received = 0
      let lastRefused = 0
      let refusedInARow = 0
      let cutOff = false

      function answerError(id: RawId | null, code: number, message: string) {
        counts.badFrames += 1
        peer.send(formatFrame({ id, error: { code, message } }))
      }

      function answerFailure(id: RawId | null, error: unknown) {
        if (error instanceof RelayRpcError) return answerError(id, error.code, error.message)
        if (error instanceof RelayStoreUnavailableError)
          return answerError(id, jsonRpcErrorCodes.serverError, error.message)
        onInternalError?.(error)
        answerError(id, jsonRpcErrorCodes.internalError, 'Internal error')
      }

      function refuse(id: RawId | null, number: number) {
        lastRefused = Math.max(lastRefused, number)
        refusedInARow += 1
        // A client that ignores the refusals gains nothing by keeping the socket.
        if (refusedInARow >= limits.maxRefusedRequestsInARow) {
          cutOff = true
          // Requests admitted before this one are answered first.
          queue = queue.then(() => peer.close(1008, 'request rate limit exceeded'))
          track(queue)
          return
        }
        answerError(id, jsonRpcErrorCodes.limitExceeded, 'Limit exceeded: too many requests')
      }

      async function handle(frame: RequestFrame, number: number) {
        if (!connection.open) return
        try {
          if (!(await store.takeRequest(peer.clientId))) return refuse(frame.id, number)
        } catch (error) {
          return answerFailure(frame.id, error)
        }
        if (number > lastRefused) refusedInARow = 0
        if (frame.kind === 'invalid') return answerError(frame.id, frame.code, frame.message)
        const followUps: Array<() => Promise<unknown>> = []
        let result: unknown
        try {
          result = await execute(connection, parseRelayRequest(frame.method, frame.params, limits), followUps)
        } catch (error) {
          return answerFailure(frame.id, error)
        }
        peer.send(formatFrame({ id: frame.id, result }))
        for (const followUp of followUps) track(followUp())
      }

      function enqueue(frame: RequestFrame, number: number) {
        queued += 1
        if (!paused && queued >= limits.maxPendingRequestsPerConnection) {
          paused = true
          peer.pause?.()
        }
        queue = queue
          .then(() => handle(frame, number))
          .catch(reportBackgroundError)
          .finally(() => {
            queued -= 1
            if (paused && queued <= limits.maxPendingRequestsPerConnection / 2) {
              paused = false
              peer.resume?.()
            }
          })
        track(queue)
      }

      return {
        counts,
        receive(text) {
          if (!connection.open || cutOff) return
          counts.frames += 1
          const frame = parseFrame(text)
          // Acknowledgements are free; everything else (bad frames included) takes a request token of the
          // socket's bucket here and of the client's (which may be shared through Redis) in turn.
          if (frame.kind === 'response') return acknowledge(connection, frame)
          received += 1
          if (!connection.requests.tryTake(1)) return refuse(frame.id, received)
          enqueue(frame, received)
        },
        disconnect() {
          if (!connection.open) return
          connection.open = false
          connections.delete(connection)
          let removed = 0
          for (const topic of [...connection.subscriptions.keys()])
            if (removeSubscriber(connection, topic)) removed += 1
          if (removed > 0) track(store.releaseSubscriptions(peer, removed))
          const lost = [...connection.pendingAcks.values()]
          connection.pendingAcks.clear()
          if (lost.length > 0) track(resendLost(peer.clientId, lost))
        },
      }
    },

    sweep() {
      return store.sweep()
    },

    stats() {
      // Cheap enough for every /health probe: no set of every topic is built.
      let topics = subscribers.size
      const stored = store.storedTopics?.()
      if (stored) for (const topic of stored) if (!subscribers.has(topic)) topics += 1
      return { connections: connections.size, topics, messages: store.stats().messages }
    },

    resync() {
      for (const connection of connections)
        for (const topic of connection.subscriptions.keys()) track(flush(connection, topic))
    },

    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight])
    },
  }
}
