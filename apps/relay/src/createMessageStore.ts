import { createHash } from 'node:crypto'
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
}

export type MessageStoreLimits = Pick<
  RelayLimits,
  'maxMessagesPerTopic' | 'maxStoredMessages' | 'maxStoredBytes' | 'maxTtlSeconds'
>

export interface CreateMessageStoreParameters {
  limits: MessageStoreLimits
  /** The clock, in milliseconds (tests pass their own). */
  now?: () => number
}

export interface MessageStore {
  /** Stores a message until its TTL; evicts the oldest of the topic, then the oldest overall, past the caps. */
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
  clear(): void
}

/** The relay's mailbox: messages per topic, kept until their TTL, bounded by count and bytes. */
export function createMessageStore({ limits, now = Date.now }: CreateMessageStoreParameters): MessageStore {
  // Maps keep insertion order, which is publish order: the first entry is always the oldest.
  const all = new Map<string, StoredMessage>()
  const byTopic = new Map<string, Map<string, StoredMessage>>()
  let bytes = 0

  function remove(stored: StoredMessage) {
    if (!all.delete(stored.key)) return
    bytes -= stored.bytes
    const topicMessages = byTopic.get(stored.topic)
    topicMessages?.delete(stored.key)
    if (topicMessages?.size === 0) byTopic.delete(stored.topic)
  }

  function removeOldest(messages: Map<string, StoredMessage>) {
    const oldest = messages.values().next()
    if (!oldest.done) remove(oldest.value)
  }

  function isLive(stored: StoredMessage, at: number) {
    if (stored.expiresAt > at) return true
    remove(stored)
    return false
  }

  return {
    add({ topic, message, ttlSeconds, tag, publisherId }) {
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
        bytes: Buffer.byteLength(message),
        deliveredTo: new Set(),
      }
      let topicMessages = byTopic.get(topic)
      while (topicMessages && topicMessages.size >= limits.maxMessagesPerTopic) removeOldest(topicMessages)
      while (
        all.size > 0 &&
        (all.size >= limits.maxStoredMessages || bytes + stored.bytes > limits.maxStoredBytes)
      )
        removeOldest(all)
      topicMessages = byTopic.get(topic)
      if (!topicMessages) {
        topicMessages = new Map()
        byTopic.set(topic, topicMessages)
      }
      topicMessages.set(key, stored)
      all.set(key, stored)
      bytes += stored.bytes
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

    clear() {
      all.clear()
      byTopic.clear()
      bytes = 0
    },
  }
}
