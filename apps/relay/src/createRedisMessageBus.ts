import type { Redis } from 'ioredis'
import type { RedisHealthReporter } from './createRedisRelayStore.ts'
import type { MessageBus, RelayEvent } from './MessageBus.ts'
import { RelayStoreUnavailableError } from './RelayStoreUnavailableError.ts'

export interface CreateRedisMessageBusParameters {
  /** The connection that publishes (shared with the store). */
  publisher: Redis
  /** A connection of its own, in subscriber mode; with `autoResubscribe: false` (resubscribe() does it, so the
   * relay knows when it is done). */
  subscriber: Redis
  /** Channels are `<prefix>ch:<topic>`. */
  keyPrefix: string
  health?: RedisHealthReporter
}

export interface RedisMessageBus extends MessageBus {
  /** Subscribes every channel in use again (after a reconnect); resolves when Redis confirmed them. */
  resubscribe(): Promise<void>
}

/** Channels per SUBSCRIBE command when resubscribing. */
const subscribeBatch = 1_000

/** A relay event as sent on a topic's channel (the topic is the channel's). */
type WireEvent =
  | { kind: 'message'; key: string; message: string; tag: number; publishedAt: number; publisherId: string }
  | { kind: 'lost'; clientId: string }

function encode(event: RelayEvent): string {
  if (event.kind === 'lost') return JSON.stringify({ kind: 'lost', clientId: event.clientId })
  const { key, message, tag, publishedAt, publisherId } = event.message
  return JSON.stringify({ kind: 'message', key, message, tag, publishedAt, publisherId })
}

/** The event, or undefined for anything else on the channel (it is Redis's to write, not ours alone). */
function decode(topic: string, payload: string): RelayEvent | undefined {
  let wire: Partial<WireEvent> & Record<string, unknown>
  try {
    wire = JSON.parse(payload)
  } catch {
    return undefined
  }
  if (wire.kind === 'lost' && typeof wire.clientId === 'string')
    return { kind: 'lost', topic, clientId: wire.clientId }
  const { key, message, tag, publishedAt, publisherId } = wire
  if (
    wire.kind !== 'message' ||
    typeof key !== 'string' ||
    typeof message !== 'string' ||
    typeof tag !== 'number' ||
    typeof publishedAt !== 'number' ||
    typeof publisherId !== 'string'
  )
    return undefined
  return { kind: 'message', topic, message: { key, topic, message, tag, publishedAt, publisherId } }
}

/**
 * Relay events through Redis pub/sub, one channel per topic: a relay subscribes a topic's channel while one of
 * its clients is subscribed to the topic, so it hears only what it can deliver. Every relay hears each event
 * once (its own publishes included) and never publishes what it hears.
 *
 * @example
 * const bus = createRedisMessageBus({ publisher: redis, subscriber: redis.duplicate(), keyPrefix })
 */
export function createRedisMessageBus({
  publisher,
  subscriber,
  keyPrefix,
  health,
}: CreateRedisMessageBusParameters): RedisMessageBus {
  const channelPrefix = `${keyPrefix}ch:`
  /** Topics in use: how many subscribers, and the SUBSCRIBE their first one sent. */
  const topics = new Map<string, { count: number; subscribed: Promise<void> }>()
  let listener: ((event: RelayEvent) => void) | undefined

  function onMessage(channel: string, payload: string) {
    if (!channel.startsWith(channelPrefix)) return
    const event = decode(channel.slice(channelPrefix.length), payload)
    if (event) listener?.(event)
  }
  subscriber.on('message', onMessage)

  async function guard(operation: () => Promise<unknown>) {
    try {
      await operation()
    } catch (error) {
      health?.failed(error)
      throw new RelayStoreUnavailableError(error)
    }
    health?.succeeded()
  }

  return {
    subscribe(topic) {
      const entry = topics.get(topic)
      if (entry) {
        entry.count += 1
        return entry.subscribed
      }
      // When it fails, every caller that waited for it takes its count back (and the last one drops the topic).
      const subscribed = guard(() => subscriber.subscribe(`${channelPrefix}${topic}`))
      subscribed.catch(() => undefined)
      topics.set(topic, { count: 1, subscribed })
      return subscribed
    },

    unsubscribe(topic) {
      const entry = topics.get(topic)
      if (!entry) return
      entry.count -= 1
      if (entry.count > 0) return
      topics.delete(topic)
      // Redis away: the reconnected subscriber starts with no channel, and resubscribe() skips this one.
      subscriber.unsubscribe(`${channelPrefix}${topic}`).catch(() => undefined)
    },

    publish(event) {
      return guard(() => publisher.publish(`${channelPrefix}${event.topic}`, encode(event)))
    },

    listen(next) {
      listener = next
    },

    async resubscribe() {
      const channels = [...topics.keys()].map((topic) => `${channelPrefix}${topic}`)
      for (let start = 0; start < channels.length; start += subscribeBatch)
        await guard(() => subscriber.subscribe(...channels.slice(start, start + subscribeBatch)))
    },

    async close() {
      subscriber.off('message', onMessage)
      listener = undefined
      topics.clear()
    },
  }
}
