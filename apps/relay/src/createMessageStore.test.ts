import { describe, expect, it } from 'vitest'
import { createMessageStore, type MessageStoreLimits } from './createMessageStore.ts'

const roomy: MessageStoreLimits = {
  maxMessagesPerTopic: 100,
  maxStoredMessages: 1000,
  maxStoredBytes: 1_000_000,
  maxTtlSeconds: 3600,
}

function setup(limits: Partial<MessageStoreLimits> = {}) {
  const clock = { now: 1_000_000 }
  const store = createMessageStore({ limits: { ...roomy, ...limits }, now: () => clock.now })
  const add = (topic: string, message: string, ttlSeconds = 60, publisherId = 'dapp') =>
    store.add({ topic, message, ttlSeconds, tag: 1108, publisherId })
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
  it('drops the oldest message of a topic past maxMessagesPerTopic, leaving other topics alone', () => {
    const { add, messagesOf } = setup({ maxMessagesPerTopic: 2 })
    add('other', 'o1')
    add('t', 'm1')
    add('t', 'm2')
    add('t', 'm3')
    expect(messagesOf('t')).toEqual(['m2', 'm3'])
    expect(messagesOf('other')).toEqual(['o1'])
  })

  it('drops the oldest message overall past maxStoredMessages', () => {
    const { store, add, messagesOf } = setup({ maxStoredMessages: 3 })
    add('a', 'a1')
    add('b', 'b1')
    add('a', 'a2')
    add('c', 'c1')
    expect(messagesOf('a')).toEqual(['a2'])
    expect(store.stats()).toMatchObject({ messages: 3, topics: 3 })
  })

  it('drops the oldest messages past maxStoredBytes', () => {
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
