import { createLimitExceededError } from './createLimitExceededError.ts'
import { createMessageStore } from './createMessageStore.ts'
import { createQuota } from './createQuota.ts'
import { createTokenBucket, type TokenBucket } from './createTokenBucket.ts'
import type { RelayStore, RelayStoreLimits } from './RelayStore.ts'

export interface CreateMemoryRelayStoreParameters {
  limits: RelayStoreLimits
  /** The clock, in milliseconds (tests pass their own). */
  now?: () => number
  /** A monotonic clock in milliseconds, for the request buckets. */
  monotonicNow?: () => number
}

/**
 * The relay's state in this process's memory: one relay, nothing shared, everything gone on restart.
 *
 * @example
 * const store = createMemoryRelayStore({ limits: defaultRelayLimits })
 * await store.addMessage({ topic, message, ttlSeconds: 300, tag: 1100, publisherId, publisherIp })
 */
export function createMemoryRelayStore({
  limits,
  now = Date.now,
  monotonicNow = performance.now.bind(performance),
}: CreateMemoryRelayStoreParameters): RelayStore {
  const messages = createMessageStore({ limits, now })
  const subscriptionsPerClient = createQuota(limits.maxSubscriptionsPerClient)
  const subscriptionsPerIp = createQuota(limits.maxSubscriptionsPerIp)
  const connectionsPerClient = createQuota(limits.maxConnectionsPerClient)
  // A full bucket is the same as none: sweep() drops those, so the map holds only recently active clients.
  const requestBuckets = new Map<string, TokenBucket>()

  function markDelivered(key: string, clientId: string) {
    messages.markDelivered(key, clientId)
  }

  return {
    async addMessage(parameters) {
      return messages.add(parameters)
    },

    async claimPending(topic, clientId, { limit }) {
      const pending = messages.pendingFor(topic, clientId, limit + 1)
      const claimed = pending.slice(0, limit)
      for (const stored of claimed) markDelivered(stored.key, clientId)
      return { messages: claimed, hasMore: pending.length > limit }
    },

    async claim(key, clientId) {
      const stored = messages.get(key)
      if (!stored || stored.publisherId === clientId || stored.deliveredTo.has(clientId)) return false
      markDelivered(key, clientId)
      return true
    },

    // Nothing to do: a delivery counts from the moment it is sent, and this store dies with the relay.
    async acknowledge() {},

    async unclaim(key, clientId) {
      messages.markUndelivered(key, clientId)
    },

    async reserveSubscriptions({ clientId, ip }, count) {
      if (!subscriptionsPerClient.hasRoom(clientId, count))
        throw createLimitExceededError('maxSubscriptionsPerClient', limits)
      if (!subscriptionsPerIp.hasRoom(ip, count))
        throw createLimitExceededError('maxSubscriptionsPerIp', limits)
      subscriptionsPerClient.add(clientId, count)
      subscriptionsPerIp.add(ip, count)
    },

    async releaseSubscriptions({ clientId, ip }, count) {
      subscriptionsPerClient.release(clientId, count)
      subscriptionsPerIp.release(ip, count)
    },

    async reserveConnection(clientId) {
      if (!connectionsPerClient.hasRoom(clientId)) return false
      connectionsPerClient.add(clientId)
      return true
    },

    async releaseConnection(clientId) {
      connectionsPerClient.release(clientId)
    },

    async takeRequest(clientId) {
      let bucket = requestBuckets.get(clientId)
      if (!bucket) {
        bucket = createTokenBucket({
          ratePerSecond: limits.requestsPerSecondPerClient,
          capacity: limits.requestBurstPerClient,
          now: monotonicNow,
        })
        requestBuckets.set(clientId, bucket)
      }
      return bucket.tryTake(1)
    },

    async sweep() {
      for (const [clientId, bucket] of requestBuckets)
        if (bucket.available() >= limits.requestBurstPerClient) requestBuckets.delete(clientId)
      return messages.sweep()
    },

    stats() {
      const { messages: count, bytes } = messages.stats()
      return { messages: count, bytes }
    },

    async usageOf(publisherId) {
      return messages.usageOf(publisherId)
    },

    storedTopics() {
      return messages.topics()
    },

    async close() {
      messages.clear()
    },
  }
}
