import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type CreateRedisRelayStoreParameters, createRedisRelayStore } from './createRedisRelayStore.ts'
import type { RelayStoreLimits } from './RelayStore.ts'
import { defaultRelayLimits } from './relayDefaults.ts'
import { createTestKeyPrefix } from './test/createTestKeyPrefix.ts'
import { describeRelayStore } from './test/describeRelayStore.ts'
import { requireRedisUrl } from './test/requireRedisUrl.ts'
import { scanKeys } from './test/scanKeys.ts'

let redis: Redis
beforeAll(async () => {
  redis = new Redis(requireRedisUrl(), { lazyConnect: true, enableOfflineQueue: false })
  await redis.connect()
})
afterAll(async () => {
  await redis.quit()
})

/** Every key the store left has a TTL (nothing grows without bound); then the test's keys are removed. */
async function expectEveryKeyToExpire(keyPrefix: string) {
  const keys = await scanKeys(redis, keyPrefix)
  const ttls = await Promise.all(keys.map(async (key) => [key, await redis.pttl(key)] as const))
  expect(ttls.filter(([, ttl]) => ttl < 0)).toEqual([])
  if (keys.length > 0) await redis.del(...keys)
}

describeRelayStore('createRedisRelayStore', async ({ limits, now }) => {
  const keyPrefix = createTestKeyPrefix('store')
  const store = createRedisRelayStore({ redis, keyPrefix, limits, instanceId: randomUUID(), now })
  return {
    store,
    async close() {
      await store.close()
      await expectEveryKeyToExpire(keyPrefix)
    },
  }
})

describe('createRedisRelayStore: several relays on one Redis', () => {
  const limits: RelayStoreLimits = {
    ...defaultRelayLimits,
    maxSubscriptionsPerClient: 10,
    maxConnectionsPerClient: 2,
    requestsPerSecondPerClient: 10,
    requestBurstPerClient: 5,
  }
  const cleanups: Array<() => Promise<void>> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  /** Relays sharing one key prefix (one deployment), each store with its own instance id, on one clock. */
  function startRelays(count: number, options: Partial<CreateRedisRelayStoreParameters> = {}) {
    const clock = { now: 1_000_000 }
    const keyPrefix = createTestKeyPrefix('relays')
    const stores = Array.from({ length: count }, () =>
      createRedisRelayStore({
        redis,
        keyPrefix,
        limits,
        instanceId: randomUUID(),
        now: () => clock.now,
        ...options,
      }),
    )
    cleanups.push(async () => {
      for (const store of stores) await store.close()
      await expectEveryKeyToExpire(keyPrefix)
    })
    return { clock, stores: stores as [(typeof stores)[0], (typeof stores)[0]], keyPrefix }
  }

  it('a client spreading its subscriptions and connections over two relays has one budget', async () => {
    const { stores } = startRelays(2)
    const [a, b] = stores
    const wallet = { clientId: 'wallet', ip: '10.0.0.1' }
    await a.reserveSubscriptions(wallet, 6)
    await expect(b.reserveSubscriptions(wallet, 5)).rejects.toMatchObject({
      code: -32005,
      message: 'Limit exceeded: more than 10 subscriptions for this client',
    })
    await b.reserveSubscriptions(wallet, 4)
    await a.releaseSubscriptions(wallet, 6)
    await b.reserveSubscriptions(wallet, 6)

    expect(await a.reserveConnection('wallet')).toBe(true)
    expect(await b.reserveConnection('wallet')).toBe(true)
    expect(await a.reserveConnection('wallet')).toBe(false)
    expect(await b.reserveConnection('wallet')).toBe(false)
  })

  it('the request bucket of a client id is one over every relay', async () => {
    const { stores } = startRelays(2)
    const [a, b] = stores
    const taken: boolean[] = []
    for (let index = 0; index < 4; index += 1)
      taken.push(await a.takeRequest('wallet'), await b.takeRequest('wallet'))
    expect(taken.filter(Boolean)).toHaveLength(5)
  })

  it('a message stored through one relay is claimed once per client, whichever relay claims it', async () => {
    const { stores } = startRelays(2)
    const [a, b] = stores
    const { message } = await a.addMessage({
      topic: 't',
      message: 'm',
      ttlSeconds: 60,
      tag: 1,
      publisherId: 'dapp',
      publisherIp: '10.0.0.1',
    })
    const claims = await Promise.all([a.claim(message.key, 'wallet'), b.claim(message.key, 'wallet')])
    expect(claims.filter(Boolean)).toHaveLength(1)
    expect((await b.claimPending('t', 'other', { limit: 10, received: true })).messages).toEqual([message])
    expect(b.stats().messages).toBe(0) // b has not swept or renewed yet: what it last saw
    await b.sweep()
    expect(b.stats()).toEqual({ messages: 1, bytes: 1 })
  })

  it("a relay that died stops holding its clients' budgets when its lease ends; one that closes, at once", async () => {
    const { clock, stores } = startRelays(2, { leaseMs: 20_000 })
    const [dead, alive] = stores
    const wallet = { clientId: 'wallet', ip: '10.0.0.1' }
    await dead.reserveSubscriptions(wallet, 10)
    expect(await dead.reserveConnection('wallet')).toBe(true)
    expect(await dead.reserveConnection('wallet')).toBe(true)
    // `dead` renews nothing from now on (its process is gone, as far as Redis can tell).
    clock.now += 19_999
    await expect(alive.reserveSubscriptions(wallet, 1)).rejects.toThrow('subscriptions for this client')
    expect(await alive.reserveConnection('wallet')).toBe(false)
    clock.now += 1
    await alive.reserveSubscriptions(wallet, 10)
    expect(await alive.reserveConnection('wallet')).toBe(true)

    const { stores: others } = startRelays(2)
    const [closing, other] = others
    await closing.reserveSubscriptions(wallet, 10)
    await closing.close()
    await other.reserveSubscriptions(wallet, 10)
  })

  it('a message sent by a relay that died before its client acknowledged it is sent again after unacknowledgedMs', async () => {
    const { clock, stores } = startRelays(2, { unacknowledgedMs: 30_000 })
    const [dead, alive] = stores
    await dead.addMessage({
      topic: 't',
      message: 'm',
      ttlSeconds: 300,
      tag: 1,
      publisherId: 'dapp',
      publisherIp: '1',
    })
    const options = { limit: 10, received: false }
    expect((await dead.claimPending('t', 'wallet', options)).messages).toHaveLength(1)
    clock.now += 29_999
    expect((await alive.claimPending('t', 'wallet', options)).messages).toHaveLength(0)
    clock.now += 1
    expect(
      (await alive.claimPending('t', 'wallet', options)).messages.map((stored) => stored.message),
    ).toEqual(['m'])
  })

  it("recover() writes this relay's counts again after Redis lost them (a restart without persistence)", async () => {
    const { stores, keyPrefix } = startRelays(2)
    const [a, b] = stores
    const wallet = { clientId: 'wallet', ip: '10.0.0.1' }
    await a.reserveSubscriptions(wallet, 10)
    const keys = await scanKeys(redis, keyPrefix)
    await redis.del(...keys)
    await b.reserveSubscriptions(wallet, 1) // Redis forgot: b alone sees room
    await b.releaseSubscriptions(wallet, 1)
    await a.recover()
    await expect(b.reserveSubscriptions(wallet, 1)).rejects.toThrow('subscriptions for this client')
  })
})
