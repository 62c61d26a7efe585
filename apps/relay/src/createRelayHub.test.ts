import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { expect, it } from 'vitest'
import { createRelayHub, type RelayConnection } from './createRelayHub.ts'
import { defaultRelayLimits } from './relayDefaults.ts'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

function heapAfterGc() {
  for (let round = 0; round < 3; round += 1) gc()
  return process.memoryUsage().heapUsed
}

const hexTopic = (index: number) => index.toString(16).padStart(64, '0')

it('R1: 20,000 subscriptions keep a flat 64-character topic each, not the frame they came in: under 1,000 heap bytes per subscription', async () => {
  const peers = 40
  const topicsPerPeer = 500
  const hub = createRelayHub({
    limits: { ...defaultRelayLimits, maxSubscriptionsPerIp: 100_000, maxSubscriptionsPerClient: 100_000 },
  })
  // The frames are built first and dropped after use: what stays on the heap is what the hub keeps.
  const frames = Array.from({ length: peers }, (_, peer) =>
    JSON.stringify({
      id: 1,
      jsonrpc: '2.0',
      method: 'irn_batchSubscribe',
      params: {
        topics: Array.from({ length: topicsPerPeer }, (_, index) => hexTopic(peer * topicsPerPeer + index)),
      },
    }),
  )
  const answers: string[] = []
  const connections: RelayConnection[] = []
  const before = heapAfterGc()
  for (let peer = 0; peer < peers; peer += 1) {
    const connection = hub.connect({
      clientId: `did:key:z${peer}`,
      ip: '127.0.0.1',
      send: (text) => answers.push(text.slice(0, 40)),
      close: () => undefined,
    })
    connections.push(connection)
    connection.receive(frames[peer] as string)
    frames[peer] = ''
  }
  // Requests run once the store has answered (a microtask in memory): wait for all of them.
  await hub.settled()
  answers.length = 0
  const perSubscription = (heapAfterGc() - before) / (peers * topicsPerPeer)
  expect(hub.stats()).toMatchObject({ connections: peers, topics: peers * topicsPerPeer })
  // Measured about 340 bytes (map and set entries, the topic, its subscription id). With the frames parsed by
  // lossless-json, which builds each string a character at a time, it was about 1,950.
  expect(perSubscription).toBeLessThan(1_000)
  for (const connection of connections) connection.disconnect()
  await hub.settled()
  expect(hub.stats()).toMatchObject({ connections: 0, topics: 0 })
})
