import { createHash } from 'node:crypto'
import { createLimitExceededError, type StorageLimit } from './createLimitExceededError.ts'
import { createQuota } from './createQuota.ts'
import type { RelayLimits } from './relayDefaults.ts'

export interface StoredMessage {
  /** Topic plus the SHA-256 of the message: a client re-publishing after a lost response stores nothing new. */
  readonly key: string
  readonly topic: string
  readonly message: string
  readonly tag: number
  /** Milliseconds since the epoch. */
  readonly publishedAt: number
  expiresAt: number
  readonly publisherId: string
  /** The IP address the publisher was connected from. */
  readonly publisherIp: string
  readonly bytes: number
  /** Client ids the message was sent to (and not known lost), so a re-subscribe does not resend it. */
  readonly deliveredTo: Set<string>
}

export interface AddMessageParameters {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  publisherId: string
  publisherIp: string
}

export type MessageStoreLimits = Pick<
  RelayLimits,
  | 'maxMessagesPerTopic'
  | 'maxStoredMessages'
  | 'maxStoredBytes'
  | 'maxStoredMessagesPerClient'
  | 'maxStoredBytesPerClient'
  | 'maxStoredMessagesPerIp'
  | 'maxStoredBytesPerIp'
  | 'maxTtlSeconds'
>

export interface CreateMessageStoreParameters {
  limits: MessageStoreLimits
  /** The clock, in milliseconds (tests pass their own). */
  now?: () => number
}

export interface MessageStore {
  /**
   * Stores a message until its TTL. Storage is accounted to the publisher (its client id and its IP address):
   * past a budget (of the topic, the client, the IP, or the whole store) the publisher's own oldest messages
   * make room; when its own are not enough, throws RelayRpcError -32005 and changes nothing. A publish never
   * evicts another publisher's message.
   */
  add(parameters: AddMessageParameters): { message: StoredMessage; duplicate: boolean }
  get(key: string): StoredMessage | undefined
  /** Live messages of a topic that `clientId` neither published nor was sent, oldest first. */
  pendingFor(topic: string, clientId: string, limit?: number): StoredMessage[]
  markDelivered(key: string, clientId: string): void
  /** The delivery was lost (socket closed or the client answered an error): send it again next time. */
  markUndelivered(key: string, clientId: string): void
  /** Removes expired messages; returns how many. */
  sweep(): number
  topics(): IterableIterator<string>
  stats(): { messages: number; topics: number; bytes: number }
  /** What one publisher (client id) has stored. */
  usageOf(publisherId: string): { messages: number; bytes: number }
  clear(): void
}

/** The relay's mailbox: messages per topic, kept until their TTL, with storage budgets per publisher. */
export function createMessageStore({ limits, now = Date.now }: CreateMessageStoreParameters): MessageStore {
  // Maps keep insertion order, which is publish order: the first entry is always the oldest.
  const all = new Map<string, StoredMessage>()
  const byTopic = new Map<string, Map<string, StoredMessage>>()
  const byPublisher = new Map<string, Map<string, StoredMessage>>()
  let bytes = 0
  const clientMessages = createQuota(limits.maxStoredMessagesPerClient)
  const clientBytes = createQuota(limits.maxStoredBytesPerClient)
  const ipMessages = createQuota(limits.maxStoredMessagesPerIp)
  const ipBytes = createQuota(limits.maxStoredBytesPerIp)

  function remove(stored: StoredMessage) {
    if (!all.delete(stored.key)) return
    bytes -= stored.bytes
    const topicMessages = byTopic.get(stored.topic)
    topicMessages?.delete(stored.key)
    if (topicMessages?.size === 0) byTopic.delete(stored.topic)
    const own = byPublisher.get(stored.publisherId)
    own?.delete(stored.key)
    if (own?.size === 0) byPublisher.delete(stored.publisherId)
    clientMessages.release(stored.publisherId)
    clientBytes.release(stored.publisherId, stored.bytes)
    ipMessages.release(stored.publisherIp)
    ipBytes.release(stored.publisherIp, stored.bytes)
  }

  function isLive(stored: StoredMessage, at: number) {
    if (stored.expiresAt > at) return true
    remove(stored)
    return false
  }

  /** The publisher's own messages that must go for `incoming` to fit every budget, oldest first; throws
   * when even all of them would not be enough. */
  function makeRoom(incoming: StoredMessage, at: number): StoredMessage[] {
    const { topic, publisherId, publisherIp } = incoming
    const own = [...(byPublisher.get(publisherId)?.values() ?? [])].filter((stored) => isLive(stored, at))
    const chosen = new Set<StoredMessage>()
    const freed = { messages: 0, bytes: 0, topic: 0, ipMessages: 0, ipBytes: 0 }
    /** The first budget `incoming` does not fit in yet, or undefined. */
    const overBudget = (): StorageLimit | undefined => {
      if ((byTopic.get(topic)?.size ?? 0) - freed.topic + 1 > limits.maxMessagesPerTopic)
        return 'maxMessagesPerTopic'
      if (clientMessages.used(publisherId) - freed.messages + 1 > limits.maxStoredMessagesPerClient)
        return 'maxStoredMessagesPerClient'
      if (clientBytes.used(publisherId) - freed.bytes + incoming.bytes > limits.maxStoredBytesPerClient)
        return 'maxStoredBytesPerClient'
      if (ipMessages.used(publisherIp) - freed.ipMessages + 1 > limits.maxStoredMessagesPerIp)
        return 'maxStoredMessagesPerIp'
      if (ipBytes.used(publisherIp) - freed.ipBytes + incoming.bytes > limits.maxStoredBytesPerIp)
        return 'maxStoredBytesPerIp'
      if (all.size - freed.messages + 1 > limits.maxStoredMessages) return 'maxStoredMessages'
      if (bytes - freed.bytes + incoming.bytes > limits.maxStoredBytes) return 'maxStoredBytes'
      return undefined
    }
    for (let problem = overBudget(); problem; problem = overBudget()) {
      // A full topic only makes room with the publisher's own messages on that topic.
      const onTopicOnly = problem === 'maxMessagesPerTopic'
      const next = own.find((stored) => !chosen.has(stored) && (!onTopicOnly || stored.topic === topic))
      if (!next) throw createLimitExceededError(problem, limits)
      chosen.add(next)
      freed.messages += 1
      freed.bytes += next.bytes
      if (next.topic === topic) freed.topic += 1
      if (next.publisherIp === publisherIp) {
        freed.ipMessages += 1
        freed.ipBytes += next.bytes
      }
    }
    return [...chosen]
  }

  return {
    add({ topic, message, ttlSeconds, tag, publisherId, publisherIp }) {
      const at = now()
      const ttlMs = Math.min(ttlSeconds, limits.maxTtlSeconds) * 1000
      const key = `${topic}:${createHash('sha256').update(message).digest('hex')}`
      const existing = all.get(key)
      if (existing && isLive(existing, at)) {
        existing.expiresAt = Math.max(existing.expiresAt, at + ttlMs)
        return { message: existing, duplicate: true }
      }
      const stored: StoredMessage = {
        key,
        topic,
        message,
        tag,
        publishedAt: at,
        expiresAt: at + ttlMs,
        publisherId,
        publisherIp,
        bytes: Buffer.byteLength(message),
        deliveredTo: new Set(),
      }
      for (const evicted of makeRoom(stored, at)) remove(evicted)
      let topicMessages = byTopic.get(topic)
      if (!topicMessages) {
        topicMessages = new Map()
        byTopic.set(topic, topicMessages)
      }
      topicMessages.set(key, stored)
      let own = byPublisher.get(publisherId)
      if (!own) {
        own = new Map()
        byPublisher.set(publisherId, own)
      }
      own.set(key, stored)
      all.set(key, stored)
      bytes += stored.bytes
      clientMessages.add(publisherId)
      clientBytes.add(publisherId, stored.bytes)
      ipMessages.add(publisherIp)
      ipBytes.add(publisherIp, stored.bytes)
      return { message: stored, duplicate: false }
    },

    get(key) {
      const stored = all.get(key)
      return stored && isLive(stored, now()) ? stored : undefined
    },

    pendingFor(topic, clientId, limit = Number.POSITIVE_INFINITY) {
      const at = now()
      const pending: StoredMessage[] = []
      for (const stored of [...(byTopic.get(topic)?.values() ?? [])]) {
        if (pending.length >= limit) break
        if (!isLive(stored, at)) continue
        if (stored.publisherId === clientId || stored.deliveredTo.has(clientId)) continue
        pending.push(stored)
      }
      return pending
    },

    markDelivered(key, clientId) {
      all.get(key)?.deliveredTo.add(clientId)
    },

    markUndelivered(key, clientId) {
      all.get(key)?.deliveredTo.delete(clientId)
    },

    sweep() {
      const at = now()
      let removed = 0
      for (const stored of [...all.values()]) {
        if (!isLive(stored, at)) removed += 1
      }
      return removed
    },

    topics() {
      return byTopic.keys()
    },

    stats() {
      return { messages: all.size, topics: byTopic.size, bytes }
    },

    usageOf(publisherId) {
      return { messages: clientMessages.used(publisherId), bytes: clientBytes.used(publisherId) }
    },

    clear() {
      for (const stored of [...all.values()]) remove(stored)
    },
  }
}
