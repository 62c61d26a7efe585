// The rules every RelayStore keeps, whether in this process's memory or in Redis: TTLs, storage accounted per
// publisher (R3 of issue #15: nobody evicts another's messages), delivery marks, and the budgets of a client id
// and an IP address. createMemoryRelayStore.test.ts and createRedisRelayStore.redis.test.ts run the same suite.
import { afterEach, describe, expect, it } from 'vitest'
import type { RelayStore, RelayStoreLimits } from '../RelayStore.ts'
import { defaultRelayLimits } from '../relayDefaults.ts'

export interface RelayStoreFixture {
  store: RelayStore
  close(): Promise<void>
}

/** Makes a fresh, empty store with these limits on this clock (milliseconds; the tests move it). */
export type CreateRelayStoreFixture = (options: {
  limits: RelayStoreLimits
  now: () => number
}) => Promise<RelayStoreFixture>

const roomy: RelayStoreLimits = {
  maxMessagesPerTopic: 100,
  maxStoredMessages: 1000,
  maxStoredBytes: 1_000_000,
  maxStoredMessagesPerClient: 1000,
  maxStoredBytesPerClient: 1_000_000,
  maxStoredMessagesPerIp: 1000,
  maxStoredBytesPerIp: 1_000_000,
  maxTtlSeconds: 3600,
  maxSubscriptionsPerClient: 10,
  maxSubscriptionsPerIp: 15,
  maxConnectionsPerClient: 2,
  requestsPerSecondPerClient: 10,
  requestBurstPerClient: 5,
}

export function describeRelayStore(name: string, createFixture: CreateRelayStoreFixture) {
  describe(name, () => {
    const cleanups: Array<() => Promise<void>> = []
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0)) await cleanup()
    })

    async function setup(limits: Partial<RelayStoreLimits> = {}) {
      const clock = { now: 1_000_000 }
      const { store, close } = await createFixture({ limits: { ...roomy, ...limits }, now: () => clock.now })
      cleanups.push(close)
      const add = (
        topic: string,
        message: string,
        ttlSeconds = 60,
        publisherId = 'dapp',
        publisherIp = '127.0.0.1',
      ) => store.addMessage({ topic, message, ttlSeconds, tag: 1108, publisherId, publisherIp })
      let observers = 0
      /** What a client that never saw the topic would get (a new client id each time: looking claims nothing
       * for the next look). */
      const messagesOf = async (topic: string) => {
        observers += 1
        const { messages } = await store.claimPending(topic, `observer-${observers}`, {
          limit: 1_000,
          received: true,
        })
        return messages.map((stored) => stored.message)
      }
      return { clock, store, add, messagesOf }
    }

    describe('TTL', () => {
      it('keeps a message until its TTL and not a millisecond longer', async () => {
        const { clock, add, messagesOf } = await setup()
        await add('t', 'short', 10)
        await add('t', 'long', 20)
        clock.now += 9_999
        expect(await messagesOf('t')).toEqual(['short', 'long'])
        clock.now += 1
        expect(await messagesOf('t')).toEqual(['long'])
        clock.now += 10_000
        expect(await messagesOf('t')).toEqual([])
      })

      it('shortens a TTL beyond maxTtlSeconds', async () => {
        const { clock, add, messagesOf } = await setup({ maxTtlSeconds: 5 })
        await add('t', 'm', 2_592_000)
        clock.now += 4_999
        expect(await messagesOf('t')).toEqual(['m'])
        clock.now += 1
        expect(await messagesOf('t')).toEqual([])
      })

      it('sweep() removes expired messages everywhere, gives their budgets back and says how many', async () => {
        const { clock, store, add } = await setup()
        await add('a', 'a1', 1)
        await add('b', 'b1', 1)
        await add('b', 'b2', 100)
        clock.now += 1_000
        expect(await store.sweep()).toBe(2)
        expect(store.stats()).toEqual({ messages: 1, bytes: 2 })
        expect(await store.usageOf('dapp')).toEqual({ messages: 1, bytes: 2 })
        expect(await store.sweep()).toBe(0)
      })

      it('a duplicate publish extends the TTL instead of storing a second copy', async () => {
        const { clock, store, add, messagesOf } = await setup()
        expect((await add('t', 'same', 10)).duplicate).toBe(false)
        clock.now += 5_000
        expect((await add('t', 'same', 10)).duplicate).toBe(true)
        expect(store.stats().messages).toBe(1)
        clock.now += 9_000
        expect(await messagesOf('t')).toEqual(['same'])
        // The same text on another topic is another message.
        expect((await add('u', 'same')).duplicate).toBe(false)
      })

      it('answers a publish with the stored message: its key, topic, tag, time and publisher', async () => {
        const { clock, add } = await setup()
        const { message } = await add('t', 'hello', 60, 'dapp')
        expect(message).toMatchObject({
          topic: 't',
          message: 'hello',
          tag: 1108,
          publishedAt: clock.now,
          publisherId: 'dapp',
        })
        expect(message.key).toMatch(/^t:[0-9a-f]{64}$/)
      })
    })

    describe('caps', () => {
      it("drops the publisher's own oldest message of a topic past maxMessagesPerTopic, leaving other topics alone", async () => {
        const { add, messagesOf } = await setup({ maxMessagesPerTopic: 2 })
        await add('other', 'o1')
        await add('t', 'm1')
        await add('t', 'm2')
        await add('t', 'm3')
        expect(await messagesOf('t')).toEqual(['m2', 'm3'])
        expect(await messagesOf('other')).toEqual(['o1'])
      })

      it("drops the publisher's own oldest message past maxStoredMessages", async () => {
        const { store, add, messagesOf } = await setup({ maxStoredMessages: 3 })
        await add('a', 'a1')
        await add('b', 'b1')
        await add('a', 'a2')
        await add('c', 'c1')
        expect(await messagesOf('a')).toEqual(['a2'])
        expect(store.stats().messages).toBe(3)
      })

      it("drops the publisher's own oldest messages past maxStoredBytes", async () => {
        const { store, add, messagesOf } = await setup({ maxStoredBytes: 10 })
        await add('a', '12345')
        await add('b', '12345')
        await add('c', '123456')
        expect(await messagesOf('a')).toEqual([])
        expect(await messagesOf('b')).toEqual([])
        expect(await messagesOf('c')).toEqual(['123456'])
        expect(await store.usageOf('dapp')).toEqual({ messages: 1, bytes: 6 })
      })
    })

    describe('R3: storage is accounted per publisher', () => {
      const proposalTopic = 'p'.repeat(64)
      const junkTopic = (index: number) => index.toString(16).padStart(64, '0')

      it('R3: 520 publishes of 128 KiB on junk topics by one client evict only its own messages, never a pending proposal', async () => {
        const { store, messagesOf } = await setup(defaultRelayLimits)
        const junk = 'j'.repeat(128 * 1024)
        await store.addMessage({
          topic: proposalTopic,
          message: 'proposal',
          ttlSeconds: 300,
          tag: 1100,
          publisherId: 'dapp',
          publisherIp: '10.0.0.1',
        })
        for (let index = 0; index < 520; index += 1)
          await store.addMessage({
            topic: junkTopic(index),
            message: `${index}${junk}`,
            ttlSeconds: 300,
            tag: 1,
            publisherId: 'mallory',
            publisherIp: '10.0.0.2',
          })
        expect(await messagesOf(proposalTopic)).toEqual(['proposal'])
        // The publisher kept publishing within its own budget, its newest messages kept.
        expect((await store.usageOf('mallory')).bytes).toBeLessThanOrEqual(
          defaultRelayLimits.maxStoredBytesPerClient,
        )
        expect(await messagesOf(junkTopic(519))).toHaveLength(1)
      })

      it('R3: many key pairs filling the whole store get -32005 instead of evicting another publisher', async () => {
        const { add, messagesOf } = await setup({
          maxStoredBytes: 100,
          maxStoredBytesPerClient: 30,
          maxStoredBytesPerIp: 1_000,
        })
        await add(proposalTopic, 'proposal', 300, 'dapp', '10.0.0.1')
        let refused = 0
        for (let client = 0; client < 10; client += 1) {
          for (let index = 0; index < 3; index += 1) {
            try {
              await add(
                junkTopic(client * 10 + index),
                `${client}-${index}`.padEnd(10, 'x'),
                300,
                `mallory-${client}`,
                '10.0.0.2',
              )
            } catch (error) {
              expect(error).toMatchObject({
                code: -32005,
                message: 'Limit exceeded: the relay stores at most 100 bytes',
              })
              refused += 1
            }
          }
        }
        expect(refused).toBeGreaterThan(0)
        expect(await messagesOf(proposalTopic)).toEqual(['proposal'])
      })

      it('R3: the clients of one IP address stop at maxStoredBytesPerIp; another address still publishes', async () => {
        const { store, add } = await setup({ maxStoredBytesPerIp: 50 })
        await expect(async () => {
          for (let client = 0; client < 10; client += 1)
            await add(junkTopic(client), 'x'.repeat(10), 300, `mallory-${client}`, '10.0.0.2')
        }).rejects.toThrow('Limit exceeded: more than 50 stored bytes for this IP address')
        expect((await add(proposalTopic, 'proposal', 300, 'dapp', '10.0.0.1')).duplicate).toBe(false)
        expect(store.stats().messages).toBe(6)
      })

      it("R3: flooding a known topic evicts only the flooder's own messages there, or is refused", async () => {
        const { add, messagesOf } = await setup({ maxMessagesPerTopic: 3 })
        await add(proposalTopic, 'proposal', 300, 'dapp')
        for (let index = 0; index < 10; index += 1) await add(proposalTopic, `junk ${index}`, 300, 'mallory')
        expect(await messagesOf(proposalTopic)).toEqual(['proposal', 'junk 8', 'junk 9'])
        const full = await setup({ maxMessagesPerTopic: 1 })
        await full.add(proposalTopic, 'proposal', 300, 'dapp')
        await expect(full.add(proposalTopic, 'junk', 300, 'mallory')).rejects.toThrow(
          'Limit exceeded: more than 1 messages on this topic',
        )
        expect(await full.messagesOf(proposalTopic)).toEqual(['proposal'])
      })

      it('R3: a refused publish changes nothing, and expired messages give their budget back', async () => {
        const { clock, store, add } = await setup({ maxStoredBytesPerClient: 10, maxStoredBytes: 15 })
        await add('a', '12345', 10, 'dapp')
        await add('b', '1234567890', 300, 'other')
        await expect(add('c', '123456', 300, 'dapp')).rejects.toThrow(
          'Limit exceeded: the relay stores at most 15 bytes',
        )
        expect(await store.usageOf('dapp')).toEqual({ messages: 1, bytes: 5 })
        clock.now += 10_000
        expect(await store.sweep()).toBe(1)
        expect(await store.usageOf('dapp')).toEqual({ messages: 0, bytes: 0 })
        expect(await store.usageOf('other')).toEqual({ messages: 1, bytes: 10 })
      })
    })

    describe('delivery marks', () => {
      it('claimPending skips the publisher and clients a message was sent to, until the delivery is given back', async () => {
        const { store, add } = await setup()
        const { message } = await add('t', 'm', 60, 'dapp')
        const sent = { limit: 10, received: false }
        expect(await store.claimPending('t', 'dapp', sent)).toEqual({ messages: [], hasMore: false })
        expect(await store.claimPending('t', 'wallet', sent)).toEqual({ messages: [message], hasMore: false })
        expect(await store.claimPending('t', 'wallet', sent)).toEqual({ messages: [], hasMore: false })
        expect((await store.claimPending('t', 'second-wallet', sent)).messages).toEqual([message])
        await store.unclaim(message.key, 'wallet')
        expect((await store.claimPending('t', 'wallet', sent)).messages).toEqual([message])
      })

      it('claimPending takes the oldest first, at most `limit`, and says when more wait', async () => {
        const { store, add } = await setup()
        for (const text of ['m1', 'm2', 'm3']) await add('t', text)
        const page = (limit: number) => store.claimPending('t', 'wallet', { limit, received: true })
        const first = await page(2)
        expect(first.messages.map((stored) => stored.message)).toEqual(['m1', 'm2'])
        expect(first.hasMore).toBe(true)
        expect(await page(0)).toEqual({ messages: [], hasMore: true })
        const second = await page(2)
        expect(second.messages.map((stored) => stored.message)).toEqual(['m3'])
        expect(second.hasMore).toBe(false)
      })

      it('claim() sends a message once per client id, never to its publisher, and again once given back', async () => {
        const { store, add } = await setup()
        const { message } = await add('t', 'm', 60, 'dapp')
        expect(await store.claim(message.key, 'dapp')).toBe(false)
        expect(await store.claim(message.key, 'wallet')).toBe(true)
        expect(await store.claim(message.key, 'wallet')).toBe(false)
        await store.unclaim(message.key, 'wallet')
        expect(await store.claim(message.key, 'wallet')).toBe(true)
        expect(await store.claim('t:unknown', 'wallet')).toBe(false)
      })

      it('an acknowledged delivery is never sent again to that client, however long the message lives', async () => {
        const { clock, store, add } = await setup()
        const { message } = await add('t', 'm', 3_600, 'dapp')
        expect(await store.claim(message.key, 'wallet')).toBe(true)
        await store.acknowledge(message.key, 'wallet')
        clock.now += 600_000
        expect(await store.claim(message.key, 'wallet')).toBe(false)
        expect(await store.claimPending('t', 'wallet', { limit: 10, received: false })).toEqual({
          messages: [],
          hasMore: false,
        })
      })
    })

    describe('budgets of a client id and an IP address', () => {
      const wallet = { clientId: 'wallet', ip: '10.0.0.1' }

      it('counts subscriptions per client id up to maxSubscriptionsPerClient and gives them back', async () => {
        const { store } = await setup()
        await store.reserveSubscriptions(wallet, 6)
        await expect(store.reserveSubscriptions(wallet, 5)).rejects.toMatchObject({
          code: -32005,
          message: 'Limit exceeded: more than 10 subscriptions for this client',
        })
        // A refused reservation counts nothing: the remaining 4 are still there.
        await store.reserveSubscriptions(wallet, 4)
        await store.releaseSubscriptions(wallet, 3)
        await store.reserveSubscriptions(wallet, 3)
        await expect(store.reserveSubscriptions(wallet, 1)).rejects.toThrow('subscriptions for this client')
      })

      it('counts subscriptions per IP address over its client ids up to maxSubscriptionsPerIp', async () => {
        const { store } = await setup()
        await store.reserveSubscriptions({ clientId: 'a', ip: '10.0.0.2' }, 10)
        await expect(store.reserveSubscriptions({ clientId: 'b', ip: '10.0.0.2' }, 6)).rejects.toMatchObject({
          code: -32005,
          message: 'Limit exceeded: more than 15 subscriptions for this IP address',
        })
        await store.reserveSubscriptions({ clientId: 'b', ip: '10.0.0.2' }, 5)
        await store.reserveSubscriptions({ clientId: 'c', ip: '10.0.0.3' }, 10)
      })

      it('counts open connections per client id up to maxConnectionsPerClient', async () => {
        const { store } = await setup()
        expect(await store.reserveConnection('wallet')).toBe(true)
        expect(await store.reserveConnection('wallet')).toBe(true)
        expect(await store.reserveConnection('wallet')).toBe(false)
        expect(await store.reserveConnection('dapp')).toBe(true)
        await store.releaseConnection('wallet')
        expect(await store.reserveConnection('wallet')).toBe(true)
      })

      it("takes requests from a client id's bucket: a burst, then its rate", async () => {
        const { clock, store } = await setup()
        const takes = async (count: number) => {
          const taken: boolean[] = []
          for (let index = 0; index < count; index += 1) taken.push(await store.takeRequest('wallet'))
          return taken.filter(Boolean).length
        }
        expect(await takes(8)).toBe(5)
        expect(await store.takeRequest('dapp')).toBe(true)
        clock.now += 500
        expect(await takes(8)).toBe(5)
        clock.now += 100
        expect(await takes(2)).toBe(1)
      })
    })
  })
}
