import { randomUUID } from 'node:crypto'
import { Redis, type RedisOptions } from 'ioredis'
import { createRedisMessageBus } from './createRedisMessageBus.ts'
import { createRedisRelayStore } from './createRedisRelayStore.ts'
import type { RelayBackend } from './RelayBackend.ts'
import type { RelayStoreLimits } from './RelayStore.ts'
import { redactRedisUrl } from './redactRedisUrl.ts'
import type { RelayLogger } from './relayLogger.ts'

export interface ConnectRedisRelayBackendParameters {
  /** `redis://[user:password@]host:port[/db]` or `rediss://` (TLS). */
  url: string
  keyPrefix: string
  limits: RelayStoreLimits
  logger: RelayLogger
  /** The clock, in milliseconds. */
  now?: () => number
}

const redisOptions: RedisOptions = {
  lazyConnect: true,
  // Fail at once while Redis is away: the client gets -32000 now rather than a request that hangs.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  // A script sent again after a reconnect could count a budget twice.
  autoResendUnfulfilledCommands: false,
  // The bus subscribes its channels again itself, and only then does the hub look for what it missed.
  autoResubscribe: false,
  // A Redis that hangs (rather than closes) answers nothing: requests fail after this instead of waiting.
  commandTimeout: 5_000,
  retryStrategy: (attempt: number) => Math.min(attempt * 100, 2_000),
}

/**
 * Connects a relay to Redis (one connection for commands, one for pub/sub) and builds its store and bus there.
 * Rejects when Redis cannot be reached at start. Afterwards an outage is logged once, requests get -32000
 * while it lasts, and the relay picks up by itself when Redis is back (logged once too).
 *
 * @example const backend = await connectRedisRelayBackend({ url: 'redis://127.0.0.1:6379', keyPrefix, limits, logger })
 */
export async function connectRedisRelayBackend({
  url,
  keyPrefix,
  limits,
  logger,
  now = Date.now,
}: ConnectRedisRelayBackendParameters): Promise<RelayBackend> {
  const where = redactRedisUrl(url)
  const commands = new Redis(url, {
    ...redisOptions,
    enableAutoPipelining: true,
    connectionName: 'appkit-relay',
  })
  const subscriber = new Redis(url, { ...redisOptions, connectionName: 'appkit-relay-bus' })
  const clients = [commands, subscriber]
  let state: 'starting' | 'up' | 'down' | 'closed' = 'starting'
  /** Why the first connection failed (ioredis's own rejection only says the connection closed). */
  let startError: string | undefined
  const recoveredListeners: Array<() => void> = []

  function markDown(reason: string) {
    if (state === 'starting') startError ??= reason
    if (state !== 'up') return
    state = 'down'
    logger.error(`relay: Redis at ${where} is unavailable (${reason}); requests get -32000 until it is back`)
  }

  function markUp() {
    if (state !== 'down' || clients.some((client) => client.status !== 'ready')) return
    state = 'up'
    logger.info(`relay: Redis at ${where} is back`)
    recover().catch((error: unknown) => markDown(error instanceof Error ? error.message : String(error)))
  }

  const health = {
    failed: (error: unknown) => markDown(error instanceof Error ? error.message : String(error)),
    succeeded: markUp,
  }
  const store = createRedisRelayStore({
    redis: commands,
    keyPrefix,
    limits,
    instanceId: randomUUID(),
    now,
    health,
  })
  const bus = createRedisMessageBus({ publisher: commands, subscriber, keyPrefix, health })

  async function recover() {
    await bus.resubscribe()
    await store.recover()
    for (const listener of recoveredListeners) listener()
  }

  for (const client of clients) {
    // Without a listener ioredis would stay silent, but each reconnect attempt repeats the error: log once.
    client.on('error', (error: Error) => markDown(error.message))
    client.on('close', () => markDown('connection closed'))
    client.on('ready', markUp)
  }

  try {
    await Promise.all(clients.map((client) => client.connect()))
  } catch (error) {
    state = 'closed'
    await store.close()
    for (const client of clients) client.disconnect()
    const reason = startError ?? (error instanceof Error ? error.message : String(error))
    throw new Error(`relay: cannot reach Redis at ${where}: ${reason}`)
  }
  state = 'up'
  logger.info(`relay: shared state in Redis at ${where} (keys and channels under ${keyPrefix})`)

  return {
    kind: 'redis',
    store,
    bus,
    get available() {
      return state === 'up'
    },
    onRecovered(listener) {
      recoveredListeners.push(listener)
    },
    async close() {
      if (state === 'closed') return
      state = 'closed'
      await store.close()
      await bus.close()
      await Promise.all(
        clients.map((client) =>
          client.quit().then(
            () => undefined,
            () => client.disconnect(),
          ),
        ),
      )
    },
  }
}
