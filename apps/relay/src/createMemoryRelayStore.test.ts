import { expect, it } from 'vitest'
import { createMemoryRelayStore } from './createMemoryRelayStore.ts'
import { defaultRelayLimits } from './relayDefaults.ts'
import { describeRelayStore } from './test/describeRelayStore.ts'

describeRelayStore('createMemoryRelayStore', async ({ limits, now }) => {
  const store = createMemoryRelayStore({ limits, now, monotonicNow: now })
  return { store, close: () => store.close() }
})

it('lists the topics it stores messages for (the /health count of a single relay)', async () => {
  const store = createMemoryRelayStore({ limits: defaultRelayLimits })
  const message = { message: 'm', ttlSeconds: 60, tag: 1, publisherId: 'dapp', publisherIp: '127.0.0.1' }
  await store.addMessage({ ...message, topic: 'a' })
  await store.addMessage({ ...message, topic: 'b' })
  expect([...(store.storedTopics?.() ?? [])]).toEqual(['a', 'b'])
})
