import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'
import { createLimitExceededError, type StorageLimit } from './createLimitExceededError.ts'
import type { RelayMessage, RelayStore, RelayStoreLimits } from './RelayStore.ts'
import { RelayStoreUnavailableError } from './RelayStoreUnavailableError.ts'
import { redisRelayScripts as scripts } from './redisRelayScripts.ts'
import { runRedisScript } from './runRedisScript.ts'

/** Told of every command's outcome, so the relay knows (and logs once) when Redis goes away and comes back. */
export interface RedisHealthReporter {
  failed(error: unknown): void
  succeeded(): void
}

export interface CreateRedisRelayStoreParameters {
  /** A connected client (ioredis), with its offline queue off so that commands fail at once while Redis is away. */
  redis: Redis
  /** What every key starts with: relays with the same prefix share their state. */
  keyPrefix: string
  limits: RelayStoreLimits
  /** This relay process. Its share of the shared counts (subscriptions, connections) is kept under this id and
   * counts only while the process renews its lease, so a relay that dies stops holding its clients' budgets. */
  instanceId: string
  /** The clock, in milliseconds (tests pass their own; relays should keep theirs in sync, e.g. NTP). */
  now?: () => number
  health?: RedisHealthReporter
  /** How long a relay's share of the counts outlives its last renewal (default 20 s)... */
  leaseMs?: number
  /** ...renewed this often (default 5 s). */
  renewEveryMs?: number
  /** How long a message sent to a client and not yet acknowledged stays counted as sent: past it, when the relay
   * that sent it died before it could give it back, the client gets it again on its next subscribe or fetch. */
  unacknowledgedMs?: number
  /** How long a message's keys outlive its TTL unless a sweep removes them first. */
  graceMs?: number
}

export interface RedisRelayStore extends RelayStore {
  /** After an outage: this relay's counts are written again (Redis may have restarted empty, or missed a
   * release) and deliveries it could not give back are given back. */
  recover(): Promise<void>
}

const storeDefaults = Object.freeze({
  leaseMs: 20_000,
  renewEveryMs: 5_000,
  unacknowledgedMs: 30_000,
  graceMs: 60 * 60 * 1000,
  /** Expired messages one sweep round removes; a sweep runs at most 10 rounds. */
  sweepBatch: 1_000,
  /** Lost deliveries remembered while Redis is away (beyond, the oldest are dropped: sent again after
   * unacknowledgedMs instead). */
  maxPendingUnclaims: 10_000,
  /** Commands per transaction when the counts are renewed. */
  renewBatch: 500,
})

/** Replies of a Redis that is up but cannot serve now: for the client, the same as Redis being away. */
const unavailableReply = /^(LOADING|BUSY|MASTERDOWN|READONLY|OOM|CLUSTERDOWN|TRYAGAIN|NOREPLICAS|MISCONF)\b/

function isRedisBug(error: unknown): boolean {
  return error instanceof Error && error.name === 'ReplyError' && !unavailableReply.test(error.message)
}

/**
 * The relay's state in Redis, shared by every relay process on the same Redis and key prefix: stored messages
 * with their TTLs and delivery marks, storage accounted per publisher, and the budgets of client ids and IP
 * addresses (subscriptions, connections of a client id, request rate), each change one atomic Lua script.
 * See redisRelayScripts.ts for the keys.
 *
 * @example
 * const store = createRedisRelayStore({ redis, keyPrefix: 'appkit-relay:', limits, instanceId: randomUUID() })
 */
export function createRedisRelayStore({
  redis,
  keyPrefix: P,
  limits,
  instanceId,
  now = Date.now,
  health,
  leaseMs = storeDefaults.leaseMs,
  renewEveryMs = storeDefaults.renewEveryMs,
  unacknowledgedMs = storeDefaults.unacknowledgedMs,
  graceMs = storeDefaults.graceMs,
}: CreateRedisRelayStoreParameters): RedisRelayStore {
  const keys = {
    instances: `${P}instances`,
    all: `${P}ua`,
    message: (key: string) => `${P}m:${key}`,
    subscriptionsOfClient: (clientId: string) => `${P}sc:${clientId}`,
    subscriptionsOfIp: (ip: string) => `${P}si:${ip}`,
    connectionsOfClient: (clientId: string) => `${P}cc:${clientId}`,
    requestsOfClient: (clientId: string) => `${P}r:${clientId}`,
    usageOfClient: (clientId: string) => `${P}uc:${clientId}`,
  }
  // This process's share of each shared count, as it knows it: written to Redis on every renewal, which
  // repairs a release that failed while Redis was away, or a Redis that restarted empty.
  const ownCounts = new Map<string, number>()
  /** Counts whose share in Redis may differ from ownCounts (a command failed): written at the next renewal. */
  const unsure = new Set<string>()
  const pendingUnclaims: Array<{ key: string; clientId: string }> = []
  let cached = { messages: 0, bytes: 0 }
  let closed = false

  async function guard<T>(operation: () => Promise<T>): Promise<T> {
    let result: T
    try {
      result = await operation()
    } catch (error) {
      if (isRedisBug(error)) throw error
      health?.failed(error)
      throw new RelayStoreUnavailableError(error)
    }
    health?.succeeded()
    return result
  }

  const run = (
    script: (typeof scripts)[keyof typeof scripts],
    scriptKeys: string[],
    args: Array<string | number>,
  ) => guard(() => runRedisScript(redis, script, scriptKeys, args))

  function countOwn(counters: readonly string[], amount: number) {
    for (const counter of counters) {
      const left = (ownCounts.get(counter) ?? 0) + amount
      if (left > 0) ownCounts.set(counter, left)
      else ownCounts.delete(counter)
    }
  }

  /** Adds `amount` to every counter (this instance's share) if each live total stays within its limit; returns
   * 0, or the 1-based index of the counter that would pass it. */
  async function reserve(counters: string[], counterLimits: number[], amount: number): Promise<number> {
    // Counted here in the same tick as the command is sent: a renewal sees either both or neither.
    countOwn(counters, amount)
    let refused: number
    try {
      refused = Number(
        await run(
          scripts.reserve,
          [keys.instances, ...counters],
          [instanceId, now(), leaseMs, amount, ...counterLimits],
        ),
      )
    } catch (error) {
      countOwn(counters, -amount)
      // A command that timed out may still have run.
      for (const counter of counters) unsure.add(counter)
      throw error
    }
    if (refused > 0) countOwn(counters, -amount)
    return refused
  }

  async function release(counters: string[], amount: number) {
    countOwn(counters, -amount)
    try {
      await run(scripts.release, counters, [instanceId, amount])
    } catch {
      for (const counter of counters) unsure.add(counter)
    }
  }

  /** Writes this instance's lease and its share of every count it holds (and clears the unsure ones). */
  async function renew() {
    const at = now()
    const writes = [...ownCounts]
    const clears = [...unsure].filter((counter) => !ownCounts.has(counter))
    unsure.clear()
    try {
      await guard(async () => {
        const head = redis.multi()
        head.zadd(keys.instances, 'GT', at + leaseMs, instanceId)
        head.pexpire(keys.instances, leaseMs)
        head.zremrangebyscore(keys.instances, '-inf', at)
        head.hmget(keys.all, 'n', 'b')
        const replies = await head.exec()
        const [messages, bytes] = (replies?.[3]?.[1] ?? []) as Array<string | null>
        cached = { messages: Number(messages ?? 0), bytes: Number(bytes ?? 0) }
        const commands = [
          ...writes.map(
            ([counter, count]) =>
              (batch: ReturnType<Redis['multi']>) =>
                batch.hset(counter, instanceId, count).pexpire(counter, leaseMs),
          ),
          ...clears.map((counter) => (batch: ReturnType<Redis['multi']>) => batch.hdel(counter, instanceId)),
        ]
        for (let start = 0; start < commands.length; start += storeDefaults.renewBatch) {
          const batch = redis.multi()
          for (const command of commands.slice(start, start + storeDefaults.renewBatch)) command(batch)
          await batch.exec()
        }
      })
    } catch {
      for (const [counter] of writes) unsure.add(counter)
      for (const counter of clears) unsure.add(counter)
    }
  }

  const renewTimer = setInterval(() => void renew(), renewEveryMs)
  renewTimer.unref()

  async function unclaim(key: string, clientId: string) {
    try {
      await guard(() => redis.hdel(keys.message(key), `d:${clientId}`))
    } catch {
      pendingUnclaims.push({ key, clientId })
      if (pendingUnclaims.length > storeDefaults.maxPendingUnclaims) pendingUnclaims.shift()
    }
  }

  function toMessage(fields: ReadonlyArray<unknown>, offset: number, topic: string): RelayMessage {
    return {
      key: String(fields[offset]),
      topic,
      message: String(fields[offset + 1]),
      tag: Number(fields[offset + 2]),
      publishedAt: Number(fields[offset + 3]),
      publisherId: String(fields[offset + 4]),
    }
  }

  return {
    async addMessage({ topic, message, ttlSeconds, tag, publisherId, publisherIp }) {
      const at = now()
      const key = `${topic}:${createHash('sha256').update(message).digest('hex')}`
      const reply = (await run(
        scripts.addMessage,
        [],
        [
          P,
          key,
          topic,
          message,
          tag,
          publisherId,
          publisherIp,
          at,
          Math.min(ttlSeconds, limits.maxTtlSeconds) * 1000,
          Buffer.byteLength(message),
          graceMs,
          limits.maxMessagesPerTopic,
          limits.maxStoredMessagesPerClient,
          limits.maxStoredBytesPerClient,
          limits.maxStoredMessagesPerIp,
          limits.maxStoredBytesPerIp,
          limits.maxStoredMessages,
          limits.maxStoredBytes,
        ],
      )) as unknown[]
      const [status, publishedAt, storedTag, storedPublisherId, messages] = reply
      if (Number(status) === -1) throw createLimitExceededError(publishedAt as StorageLimit, limits)
      cached = { ...cached, messages: Number(messages) }
      return {
        message: toMessage([key, message, storedTag, publishedAt, storedPublisherId], 0, topic),
        duplicate: Number(status) === 1,
      }
    },

    async claimPending(topic, clientId, { limit, received }) {
      const at = now()
      const reply = (await run(
        scripts.claimPending,
        [],
        [P, topic, clientId, limit, at, received ? 'a' : at + unacknowledgedMs],
      )) as unknown[]
      const messages: RelayMessage[] = []
      for (let offset = 1; offset + 4 < reply.length; offset += 5)
        messages.push(toMessage(reply, offset, topic))
      return { messages, hasMore: Number(reply[0]) === 1 }
    },

    async claim(key, clientId) {
      const at = now()
      return Number(await run(scripts.claim, [], [P, key, clientId, at, at + unacknowledgedMs])) === 1
    },

    async acknowledge(key, clientId) {
      // Not repaired when it fails: the message then counts as sent until unacknowledgedMs, at worst sent twice.
      await run(scripts.acknowledge, [keys.message(key)], [clientId]).catch(() => undefined)
    },

    unclaim,

    async reserveSubscriptions({ clientId, ip }, count) {
      const refused = await reserve(
        [keys.subscriptionsOfClient(clientId), keys.subscriptionsOfIp(ip)],
        [limits.maxSubscriptionsPerClient, limits.maxSubscriptionsPerIp],
        count,
      )
      if (refused === 1) throw createLimitExceededError('maxSubscriptionsPerClient', limits)
      if (refused === 2) throw createLimitExceededError('maxSubscriptionsPerIp', limits)
    },

    releaseSubscriptions({ clientId, ip }, count) {
      return release([keys.subscriptionsOfClient(clientId), keys.subscriptionsOfIp(ip)], count)
    },

    async reserveConnection(clientId) {
      return (await reserve([keys.connectionsOfClient(clientId)], [limits.maxConnectionsPerClient], 1)) === 0
    },

    releaseConnection(clientId) {
      return release([keys.connectionsOfClient(clientId)], 1)
    },

    async takeRequest(clientId) {
      const taken = await run(
        scripts.takeRequest,
        [keys.requestsOfClient(clientId)],
        [now(), limits.requestsPerSecondPerClient, limits.requestBurstPerClient],
      )
      return Number(taken) === 1
    },

    async sweep() {
      let removed = 0
      for (let round = 0; round < 10; round += 1) {
        const [count, messages, bytes] = (await run(
          scripts.sweep,
          [],
          [P, now(), storeDefaults.sweepBatch],
        )) as [number, number, number]
        removed += Number(count)
        cached = { messages: Number(messages), bytes: Number(bytes) }
        if (Number(count) < storeDefaults.sweepBatch) break
      }
      return removed
    },

    stats() {
      return cached
    },

    async usageOf(publisherId) {
      const [messages, bytes] = await guard(() => redis.hmget(keys.usageOfClient(publisherId), 'n', 'b'))
      return { messages: Number(messages ?? 0), bytes: Number(bytes ?? 0) }
    },

    async recover() {
      await renew()
      for (const { key, clientId } of pendingUnclaims.splice(0)) await unclaim(key, clientId)
    },

    async close() {
      if (closed) return
      closed = true
      clearInterval(renewTimer)
      // Whatever this relay still counts stops counting now rather than at the end of its lease.
      const batch = redis.multi()
      for (const counter of new Set([...ownCounts.keys(), ...unsure])) batch.hdel(counter, instanceId)
      batch.zrem(keys.instances, instanceId)
      await batch.exec().catch(() => undefined)
    },
  }
}
