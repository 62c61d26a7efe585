import { describe, expect, it } from 'vitest'
import { createMessageStore, type MessageStoreLimits } from './createMessageStore.ts'
import { defaultRelayLimits } from './relayDefaults.ts'

const roomy: MessageStoreLimits = {
  maxMessagesPerTopic: 100,
  maxStoredMessages: 1000,
  maxStoredBytes: 1_000_000,
  maxStoredMessagesPerClient: 1000,
  maxStoredBytesPerClient: 1_000_000,
  maxStoredMessagesPerIp: 1000,
  maxStoredBytesPerIp: 1_000_000,
  maxTtlSeconds: 3600,
}

function setup(limits: Partial<MessageStoreLimits> = {}) {
  const clock = { now: 1_000_000 }
  const store = createMessageStore({ limits: { ...roomy, ...limits }, now: () => clock.now })
  const add = (
    topic: string,
    message: string,
    ttlSeconds = 60,
    publisherId = 'dapp',
    publisherIp = '127.0.0.1',
  ) => store.add({ topic, message, ttlSeconds, tag: 1108, publisherId, publisherIp })
  const messagesOf = (topic: string) => store.pendingFor(topic, 'wallet').map((stored) => stored.message)
  return { clock, store, add, messagesOf }
}

describe('TTL', () => {
  it('keeps a message until its TTL and not a millisecond longer', () => {
    const { clock, add, messagesOf } = setup()
    add('t', 'short', 10)
    add('t', 'long', 20)
    clock.now += 9_999
    expect(messagesOf('t')).toEqual(['short', 'long'])
    clock.now += 1
    expect(messagesOf('t')).toEqual(['long'])
    clock.now += 10_000
    expect(messagesOf('t')).toEqual([])
  })

  it('shortens a TTL beyond maxTtlSeconds', () => {
    const { clock, add, messagesOf } = setup({ maxTtlSeconds: 5 })
    add('t', 'm', 2_592_000)
    clock.now += 5_000
    expect(messagesOf('t')).toEqual([])
  })

  it('sweep() removes expired messages everywhere and says how many', () => {
    const { clock, store, add } = setup()
    add('a', 'a1', 1)
    add('b', 'b1', 1)
    add('b', 'b2', 100)
    clock.now += 1_000
    expect(store.sweep()).toBe(2)
    expect(store.stats()).toEqual({ messages: 1, topics: 1, bytes: 2 })
    expect([...store.topics()]).toEqual(['b'])
    expect(store.sweep()).toBe(0)
  })

  it('a duplicate publish extends the TTL instead of storing a second copy', () => {
    const { clock, store, add, messagesOf } = setup()
    expect(add('t', 'same', 10).duplicate).toBe(false)
    clock.now += 5_000
    expect(add('t', 'same', 10).duplicate).toBe(true)
    expect(store.stats().messages).toBe(1)
    clock.now += 9_000
    expect(messagesOf('t')).toEqual(['same'])
    // The same text on another topic is another message.
    expect(add('u', 'same').duplicate).toBe(false)
  })
})

describe('caps', () => {
  it("drops the publisher's own oldest message of a topic past maxMessagesPerTopic, leaving other topics alone", () => {
    const { add, messagesOf } = setup({ maxMessagesPerTopic: 2 })
    add('other', 'o1')
    add('t', 'm1')
    add('t', 'm2')
    add('t', 'm3')
    expect(messagesOf('t')).toEqual(['m2', 'm3'])
    expect(messagesOf('other')).toEqual(['o1'])
  })

  it("drops the publisher's own oldest message past maxStoredMessages", () => {
    const { store, add, messagesOf } = setup({ maxStoredMessages: 3 })
    add('a', 'a1')
    add('b', 'b1')
    add('a', 'a2')
    add('c', 'c1')
    expect(messagesOf('a')).toEqual(['a2'])
    expect(store.stats()).toMatchObject({ messages: 3, topics: 3 })
  })

  it("drops the publisher's own oldest messages past maxStoredBytes", () => {
    const { store, add, messagesOf } = setup({ maxStoredBytes: 10 })
    add('a', '12345')
    add('b', '12345')
    add('c', '123456')
    expect(messagesOf('a')).toEqual([])
    expect(messagesOf('b')).toEqual([])
    expect(messagesOf('c')).toEqual(['123456'])
    expect(store.stats().bytes).toBe(6)
  })
})

describe('R3: storage is accounted per publisher', () => {
  const proposalTopic = 'p'.repeat(64)
  const junk = 'j'.repeat(128 * 1024)
  const junkTopic = (index: number) => index.toString(16).padStart(64, '0')

  it('R3: 520 publishes of 128 KiB on junk topics by one client evict only its own messages, never a pending proposal', () => {
    const store = createMessageStore({ limits: defaultRelayLimits, now: () => 1_000_000 })
    store.add({
      topic: proposalTopic,
      message: 'proposal',
      ttlSeconds: 300,
      tag: 1100,
      publisherId: 'dapp',
      publisherIp: '10.0.0.1',
    })
    for (let index = 0; index < 520; index += 1)
      store.add({
        topic: junkTopic(index),
        message: `${index}${junk}`,
        ttlSeconds: 300,
        tag: 1,
        publisherId: 'mallory',
        publisherIp: '10.0.0.2',
      })
    expect(store.pendingFor(proposalTopic, 'wallet').map((stored) => stored.message)).toEqual(['proposal'])
    // The publisher kept publishing within its own budget, its newest messages kept.
    expect(store.usageOf('mallory').bytes).toBeLessThanOrEqual(defaultRelayLimits.maxStoredBytesPerClient)
    expect(store.pendingFor(junkTopic(519), 'wallet')).toHaveLength(1)
  })

  it('R3: many key pairs filling the whole store get -32005 instead of evicting another publisher', () => {
    const { store, add } = setup({
      maxStoredBytes: 100,
      maxStoredBytesPerClient: 30,
      maxStoredBytesPerIp: 1_000,
    })
    add(proposalTopic, 'proposal', 300, 'dapp', '10.0.0.1')
    let refused = 0
    for (let client = 0; client < 10; client += 1) {
      for (let index = 0; index < 3; index += 1) {
        try {
          add(
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
    expect(store.pendingFor(proposalTopic, 'wallet').map((stored) => stored.message)).toEqual(['proposal'])
  })

  it('R3: the clients of one IP address stop at maxStoredBytesPerIp; another address still publishes', () => {
    const { store, add } = setup({ maxStoredBytesPerIp: 50 })
    expect(() => {
      for (let client = 0; client < 10; client += 1)
        add(junkTopic(client), 'x'.repeat(10), 300, `mallory-${client}`, '10.0.0.2')
    }).toThrow('Limit exceeded: more than 50 stored bytes for this IP address')
    expect(add(proposalTopic, 'proposal', 300, 'dapp', '10.0.0.1').duplicate).toBe(false)
    expect(store.stats().messages).toBe(6)
  })

  it("R3: flooding a known topic evicts only the flooder's own messages there, or is refused", () => {
    const { store, add } = setup({ maxMessagesPerTopic: 3 })
    add(proposalTopic, 'proposal', 300, 'dapp')
    for (let index = 0; index < 10; index += 1) add(proposalTopic, `junk ${index}`, 300, 'mallory')
    expect(store.pendingFor(proposalTopic, 'wallet').map((stored) => stored.message)).toEqual([
      'proposal',
      'junk 8',
      'junk 9',
    ])
    const { store: full, add: addToFull } = setup({ maxMessagesPerTopic: 1 })
    addToFull(proposalTopic, 'proposal', 300, 'dapp')
    expect(() => addToFull(proposalTopic, 'junk', 300, 'mallory')).toThrow(
      'Limit exceeded: more than 1 messages on this topic',
    )
    expect(full.pendingFor(proposalTopic, 'wallet').map((stored) => stored.message)).toEqual(['proposal'])
  })

  it('R3: a refused publish changes nothing, and expired or removed messages give their budget back', () => {
    const { clock, store, add } = setup({ maxStoredBytesPerClient: 10, maxStoredBytes: 15 })
    add('a', '12345', 10, 'dapp')
    add('b', '1234567890', 300, 'other')
    expect(() => add('c', '123456', 300, 'dapp')).toThrow('Limit exceeded: the relay stores at most 15 bytes')
    expect(store.usageOf('dapp')).toEqual({ messages: 1, bytes: 5 })
    clock.now += 10_000
    expect(store.sweep()).toBe(1)
    expect(store.usageOf('dapp')).toEqual({ messages: 0, bytes: 0 })
    store.clear()
    expect(store.usageOf('other')).toEqual({ messages: 0, bytes: 0 })
  })
})

describe('delivery bookkeeping', () => {
  it('pendingFor skips the publisher and clients a message was already sent to, until it is marked lost', () => {
    const { store, add } = setup()
    const { message } = add('t', 'm', 60, 'dapp')
    expect(store.pendingFor('t', 'dapp')).toEqual([])
    expect(store.pendingFor('t', 'wallet')).toEqual([message])
    store.markDelivered(message.key, 'wallet')
    expect(store.pendingFor('t', 'wallet')).toEqual([])
    expect(store.pendingFor('t', 'second-wallet')).toEqual([message])
    store.markUndelivered(message.key, 'wallet')
    expect(store.pendingFor('t', 'wallet')).toEqual([message])
  })

  it('pendingFor honours its limit, oldest first', () => {
    const { store, add } = setup()
    for (const text of ['m1', 'm2', 'm3']) add('t', text)
    expect(store.pendingFor('t', 'wallet', 2).map((stored) => stored.message)).toEqual(['m1', 'm2'])
  })

  it('clear() empties everything', () => {
    const { store, add } = setup()
    add('t', 'm')
    store.clear()
    expect(store.stats()).toEqual({ messages: 0, topics: 0, bytes: 0 })
  })
})
