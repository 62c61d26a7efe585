import { createMessageStore, type StoredMessage } from './createMessageStore.ts'
import { createQuota } from './createQuota.ts'
import { createTokenBucket, type TokenBucket } from './createTokenBucket.ts'
import { formatFrame } from './formatFrame.ts'
import { getSubscriptionId } from './getSubscriptionId.ts'
import { jsonRpcErrorCodes } from './jsonRpcErrorCodes.ts'
import { type ParsedFrame, parseFrame, type RawId } from './parseFrame.ts'
import { type PublishRequest, parseRelayRequest, type RelayRequest } from './parseRelayRequest.ts'
import { RelayRpcError } from './RelayRpcError.ts'
import type { RelayLimits } from './relayDefaults.ts'

/** One authenticated socket, as the hub sees it. */
export interface RelayPeer {
  readonly clientId: string
  /** The IP address it connects from (behind a trusted proxy: the one the proxy names). */
  readonly ip: string
  send(text: string): void
  /** Ends the socket (1008 Policy Violation when a client keeps sending past its rate). */
  close(code: number, reason: string): void
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
  /** Topics with a live subscriber or a stored message. */
  topics: number
  messages: number
}

export interface CreateRelayHubParameters {
  limits: RelayLimits
  /** Called with a request failure that was not the client's fault (answered with -32603). */
  onInternalError?: (error: unknown) => void
  /** The clock, in milliseconds. */
  now?: () => number
  /** A monotonic clock in milliseconds, for the rate limits (tests pass their own). */
  monotonicNow?: () => number
}

export interface RelayHub {
  connect(peer: RelayPeer): RelayConnection
  /** Removes expired messages; returns how many. */
  sweep(): number
  stats(): RelayStats
}

interface ConnectionState {
  readonly peer: RelayPeer
  /** topic → subscription id */
  readonly subscriptions: Map<string, string>
  /** id of an irn_subscription request we sent → key of the message it carried */
  readonly pendingAcks: Map<RawId, string>
  readonly requests: TokenBucket
}

const globalKey = 'relay'

function limitExceeded(detail: string): RelayRpcError {
  return new RelayRpcError(jsonRpcErrorCodes.limitExceeded, `Limit exceeded: ${detail}`)
}

/** The relay's protocol engine, free of sockets: subscriptions, the mailbox, delivery and acknowledgements. */
export function createRelayHub({
  limits,
  onInternalError,
  now = Date.now,
  monotonicNow = performance.now.bind(performance),
}: CreateRelayHubParameters): RelayHub {
  const store = createMessageStore({ limits, now })
  const connections = new Set<ConnectionState>()
  const subscribers = new Map<string, Set<ConnectionState>>()
  const subscriptionsPerClient = createQuota(limits.maxSubscriptionsPerClient)
  const subscriptionsPerIp = createQuota(limits.maxSubscriptionsPerIp)
  const subscriptionsInAll = createQuota(limits.maxSubscriptions)
  // One request bucket per client id, shared by its sockets; dropped with its last socket.
  const clientRequests = new Map<string, { bucket: TokenBucket; connections: number }>()
  // Our own request ids stay below 2^53, so clients that parse them as plain numbers answer them intact.
  let nextRequestId = 1

  function subscribe(connection: ConnectionState, topic: string): string {
    const existing = connection.subscriptions.get(topic)
    if (existing) return existing
    const { clientId, ip } = connection.peer
    const id = getSubscriptionId(topic, clientId)
    connection.subscriptions.set(topic, id)
    subscriptionsPerClient.add(clientId)
    subscriptionsPerIp.add(ip)
    subscriptionsInAll.add(globalKey)
    let topicSubscribers = subscribers.get(topic)
    if (!topicSubscribers) {
      topicSubscribers = new Set()
      subscribers.set(topic, topicSubscribers)
    }
    topicSubscribers.add(connection)
    return id
  }

  /** Refuses (-32005, nothing subscribed) a request whose new subscriptions would pass a budget. */
  function assertRoomFor(connection: ConnectionState, topics: readonly string[]) {
    const added = new Set(topics.filter((topic) => !connection.subscriptions.has(topic))).size
    const { clientId, ip } = connection.peer
    if (connection.subscriptions.size + added > limits.maxSubscriptionsPerConnection)
      throw limitExceeded(`more than ${limits.maxSubscriptionsPerConnection} subscriptions on one connection`)
    if (!subscriptionsPerClient.hasRoom(clientId, added))
      throw limitExceeded(`more than ${limits.maxSubscriptionsPerClient} subscriptions for this client`)
    if (!subscriptionsPerIp.hasRoom(ip, added))
      throw limitExceeded(`more than ${limits.maxSubscriptionsPerIp} subscriptions for this IP address`)
    if (!subscriptionsInAll.hasRoom(globalKey, added))
      throw limitExceeded(`the relay holds at most ${limits.maxSubscriptions} subscriptions`)
  }

  function unsubscribe(connection: ConnectionState, topic: string) {
    if (!connection.subscriptions.delete(topic)) return
    subscriptionsPerClient.release(connection.peer.clientId)
    subscriptionsPerIp.release(connection.peer.ip)
    subscriptionsInAll.release(globalKey)
    const topicSubscribers = subscribers.get(topic)
    topicSubscribers?.delete(connection)
    if (topicSubscribers?.size === 0) subscribers.delete(topic)
  }

  function deliver(connection: ConnectionState, subscriptionId: string, stored: StoredMessage) {
    const { clientId } = connection.peer
    const id = String(nextRequestId++)
    connection.pendingAcks.set(id, stored.key)
    if (connection.pendingAcks.size > limits.maxPendingAcks) {
      // A client that never acknowledges must not grow this map: count its oldest delivery as lost.
      const [oldestId, oldestKey] = connection.pendingAcks.entries().next().value as [RawId, string]
      connection.pendingAcks.delete(oldestId)
      store.markUndelivered(oldestKey, clientId)
    }
    store.markDelivered(stored.key, clientId)
    const { topic, message, publishedAt, tag } = stored
    connection.peer.send(
      formatFrame({
        id,
        method: 'irn_subscription',
        params: { id: subscriptionId, data: { topic, message, publishedAt, tag } },
      }),
    )
  }

  /** Sends a subscriber the stored messages of a topic it has not had yet. */
  function flush(connection: ConnectionState, topic: string) {
    const subscriptionId = connection.subscriptions.get(topic)
    if (!subscriptionId) return
    for (const stored of store.pendingFor(topic, connection.peer.clientId))
      deliver(connection, subscriptionId, stored)
  }

  function fanOut(topic: string) {
    for (const connection of [...(subscribers.get(topic) ?? [])]) flush(connection, topic)
  }

  function publish(connection: ConnectionState, request: PublishRequest, followUps: Array<() => void>) {
    store.add({ ...request, publisherId: connection.peer.clientId, publisherIp: connection.peer.ip })
    followUps.push(() => fanOut(request.topic))
  }

  function fetchMessages(connection: ConnectionState, topics: readonly string[]) {
    const { clientId } = connection.peer
    const messages: Array<{ topic: string; message: string; publishedAt: number; tag: number }> = []
    let hasMore = false
    for (const topic of topics) {
      const room = limits.maxFetchMessages - messages.length
      const pending = store.pendingFor(topic, clientId, room + 1)
      if (pending.length > room) hasMore = true
      for (const stored of pending.slice(0, room)) {
        // The response itself is the receipt: fetched messages count as delivered.
        store.markDelivered(stored.key, clientId)
        messages.push({
          topic: stored.topic,
          message: stored.message,
          publishedAt: stored.publishedAt,
          tag: stored.tag,
        })
      }
      if (hasMore) break
    }
    return { messages, hasMore }
  }

  /** Runs a request; returns its result and pushes what must happen once the response is sent. */
  function execute(
    connection: ConnectionState,
    request: RelayRequest,
    followUps: Array<() => void>,
  ): unknown {
    switch (request.method) {
      case 'irn_subscribe':
        assertRoomFor(connection, [request.topic])
        followUps.push(() => flush(connection, request.topic))
        return subscribe(connection, request.topic)
      case 'irn_batchSubscribe':
        assertRoomFor(connection, request.topics)
        for (const topic of request.topics) followUps.push(() => flush(connection, topic))
        return request.topics.map((topic) => subscribe(connection, topic))
      case 'irn_unsubscribe':
        unsubscribe(connection, request.topic)
        return true
      case 'irn_batchUnsubscribe':
        for (const topic of request.topics) unsubscribe(connection, topic)
        return true
      case 'irn_publish':
        publish(connection, request.publish, followUps)
        return true
      case 'irn_batchFetchMessages':
        return fetchMessages(connection, request.topics)
      case 'wc_proposeSession':
        // The proposer never sends irn_subscribe for the pairing topic's answer: subscribing it is implied.
        assertRoomFor(connection, [request.pairingTopic])
        subscribe(connection, request.pairingTopic)
        publish(connection, request.proposal, followUps)
        return true
      case 'wc_approveSession':
        // Likewise the approver is implicitly subscribed to the new session topic.
        assertRoomFor(connection, [request.sessionTopic])
        subscribe(connection, request.sessionTopic)
        publish(connection, request.response, followUps)
        publish(connection, request.settlement, followUps)
        return true
    }
  }

  function acknowledge(connection: ConnectionState, frame: Extract<ParsedFrame, { kind: 'response' }>) {
    const key = connection.pendingAcks.get(frame.id)
    if (key === undefined) return
    connection.pendingAcks.delete(frame.id)
    if (!frame.ok) store.markUndelivered(key, connection.peer.clientId)
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
      }
      connections.add(connection)
      let client = clientRequests.get(peer.clientId)
      if (!client) {
        const bucket = createTokenBucket({
          ratePerSecond: limits.requestsPerSecondPerClient,
          capacity: limits.requestBurstPerClient,
          now: monotonicNow,
        })
        client = { bucket, connections: 0 }
        clientRequests.set(peer.clientId, client)
      }
      client.connections += 1
      const clientBucket = client.bucket
      const counts = { frames: 0, badFrames: 0 }
      let refusedInARow = 0
      let cutOff = false
      let open = true

      /** Takes a request token from the socket's bucket and the client's; false when either is empty. */
      function admitRequest() {
        if (connection.requests.available() < 1 || clientBucket.available() < 1) return false
        connection.requests.take(1)
        clientBucket.take(1)
        return true
      }

      function answerError(id: RawId | null, code: number, message: string) {
        counts.badFrames += 1
        peer.send(formatFrame({ id, error: { code, message } }))
      }

      return {
        counts,
        receive(text) {
          if (!open || cutOff) return
          counts.frames += 1
          const frame = parseFrame(text)
          // Acknowledgements are free; everything else (bad frames included) takes a request token.
          if (frame.kind === 'response') return acknowledge(connection, frame)
          if (!admitRequest()) {
            refusedInARow += 1
            // A client that ignores the refusals gains nothing by keeping the socket.
            if (refusedInARow >= limits.maxRefusedRequestsInARow) {
              cutOff = true
              peer.close(1008, 'request rate limit exceeded')
              return
            }
            return answerError(frame.id, jsonRpcErrorCodes.limitExceeded, 'Limit exceeded: too many requests')
          }
          refusedInARow = 0
          if (frame.kind === 'invalid') return answerError(frame.id, frame.code, frame.message)
          const followUps: Array<() => void> = []
          let result: unknown
          try {
            result = execute(connection, parseRelayRequest(frame.method, frame.params, limits), followUps)
          } catch (error) {
            if (error instanceof RelayRpcError) return answerError(frame.id, error.code, error.message)
            onInternalError?.(error)
            return answerError(frame.id, jsonRpcErrorCodes.internalError, 'Internal error')
          }
          peer.send(formatFrame({ id: frame.id, result }))
          try {
            for (const followUp of followUps) followUp()
          } catch (error) {
            onInternalError?.(error)
          }
        },
        disconnect() {
          if (!open) return
          open = false
          connections.delete(connection)
          const client = clientRequests.get(peer.clientId)
          if (client && --client.connections === 0) clientRequests.delete(peer.clientId)
          for (const topic of [...connection.subscriptions.keys()]) unsubscribe(connection, topic)
          const lostTopics = new Set<string>()
          for (const key of connection.pendingAcks.values()) {
            store.markUndelivered(key, peer.clientId)
            const stored = store.get(key)
            if (stored) lostTopics.add(stored.topic)
          }
          connection.pendingAcks.clear()
          // The same client may already be back on a new socket (a reconnect racing this close): resend there.
          for (const other of connections) {
            if (other.peer.clientId !== peer.clientId) continue
            for (const topic of lostTopics) flush(other, topic)
          }
        },
      }
    },

    sweep() {
      return store.sweep()
    },

    stats() {
      // Cheap enough for every /health probe: no set of every topic is built.
      let topics = subscribers.size
      for (const topic of store.topics()) if (!subscribers.has(topic)) topics += 1
      return { connections: connections.size, topics, messages: store.stats().messages }
    },
  }
}
