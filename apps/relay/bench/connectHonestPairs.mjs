import { randomBytes } from 'node:crypto'
import { benchAddresses } from './benchAddresses.mjs'
import { connectBenchClient } from './connectBenchClient.mjs'
import { createNumberedMessage, readMessageNumber } from './createNumberedMessage.mjs'
import { createTally } from './createTally.mjs'
import { mapWithConcurrency } from './mapWithConcurrency.mjs'

/** WalletConnect's wc_sessionRequest and its response: tags 1108 / 1109, five-minute TTL. */
const requestTag = 1108
const responseTag = 1109
const ttlSeconds = 300

/**
 * Connects `count` dApp/wallet pairs, each with its own key pairs (client ids) and its own session topic, both
 * subscribed to it. Pair i's dApp is on relayUrls[i % n] and its wallet on relayUrls[(i + 1) % n], so with two
 * relays every pair crosses from one to the other. The wallet answers each request it is delivered (once) with
 * a numbered response; every publish and delivery goes into `ledger`. Honest socket k connects from
 * benchAddresses.honest(k).
 *
 * @example
 * const honest = await connectHonestPairs({ count: 1_000, relayUrls: [relay.url], ledger, messageBytes: 512 })
 * honest.pairs[0].publishRequest(1)
 */
export async function connectHonestPairs({ count, relayUrls, ledger, messageBytes, concurrency = 50 }) {
  const connectFailures = createTally()
  const subscribeFailures = createTally()
  const unexpectedCloses = createTally()
  let closing = false
  const onClose = (code) => {
    if (!closing) unexpectedCloses.add(code)
  }

  function publish(client, topic, number, tag) {
    ledger.sent(number)
    client
      .request('irn_publish', {
        topic,
        message: createNumberedMessage(number, messageBytes),
        ttl: ttlSeconds,
        tag,
      })
      .then((response) => ledger.answered(number, response))
  }

  async function connectPair(index) {
    const topic = randomBytes(32).toString('hex')
    const dapp = await connectBenchClient({
      relayUrl: relayUrls[index % relayUrls.length],
      localAddress: benchAddresses.honest(2 * index),
      onDelivery: ({ message }) => ledger.delivered(readMessageNumber(message)),
      onClose,
    })
    const wallet = await connectBenchClient({
      relayUrl: relayUrls[(index + 1) % relayUrls.length],
      localAddress: benchAddresses.honest(2 * index + 1),
      onDelivery: ({ message }) => {
        const number = readMessageNumber(message)
        if (ledger.delivered(number) && number.startsWith('q:'))
          publish(wallet, topic, `r${number.slice(1)}`, responseTag)
      },
      onClose,
    }).catch(async (error) => {
      await dapp.close()
      throw error
    })
    for (const client of [dapp, wallet]) {
      const answer = await client.request('irn_subscribe', { topic })
      if (typeof answer.result !== 'string') {
        await Promise.all([dapp.close(), wallet.close()])
        throw Object.assign(new Error('subscribe failed'), {
          subscribeAnswer: answer.error?.code ?? 'closed',
        })
      }
    }
    return {
      index,
      topic,
      dapp,
      wallet,
      publishRequest: (sequence) => publish(dapp, topic, `q:${index}:${sequence}`, requestTag),
    }
  }

  const settled = await mapWithConcurrency(
    Array.from({ length: count }, (_, index) => index),
    concurrency,
    connectPair,
  )
  const pairs = []
  for (const outcome of settled) {
    if (outcome.ok) pairs.push(outcome.value)
    else if (outcome.error.subscribeAnswer !== undefined) subscribeFailures.add(outcome.error.subscribeAnswer)
    else connectFailures.add(outcome.error.status ? `HTTP ${outcome.error.status}` : outcome.error.message)
  }
  return {
    pairs,
    connections: pairs.length * 2,
    connectFailures,
    subscribeFailures,
    unexpectedCloses,
    async close() {
      closing = true
      await mapWithConcurrency(pairs, 200, ({ dapp, wallet }) => Promise.all([dapp.close(), wallet.close()]))
    },
  }
}
