import { randomBytes } from 'node:crypto'
import { benchAddresses } from './benchAddresses.mjs'
import { connectBenchClient } from './connectBenchClient.mjs'
import { createNumberedMessage } from './createNumberedMessage.mjs'
import { createTally } from './createTally.mjs'
import { mapWithConcurrency } from './mapWithConcurrency.mjs'

/** irn_batchFetchMessages takes at most maxBatchSize (500) topics. */
const fetchBatch = 500

/**
 * Stored messages that must survive the run: `count` dApps (their own key pairs) each store a session proposal
 * with `wc_proposeSession` on a pairing topic nobody is subscribed to, and go offline, as a dApp showing a QR
 * code that no wallet has scanned yet. At the end `verify` fetches them (irn_batchFetchMessages) as the wallets
 * would, each from the other relay than it was stored on when there are two: every proposal the relay accepted
 * must still be there, whatever the honest traffic and the attackers stored meanwhile (R3 tried to evict exactly
 * these).
 *
 * @example
 * const mailbox = createMailboxCheck({ count: 200, relayUrls, messageBytes: 1_024 })
 * await mailbox.store()
 * // ... traffic, attacks ...
 * const { accepted, kept } = await mailbox.verify()
 */
export function createMailboxCheck({ count, relayUrls, messageBytes }) {
  /** pairing topic → the proposal stored there (only those the relay accepted) */
  const expected = new Map()
  /** relay index → the pairing topics stored through it */
  const storedOn = relayUrls.map(() => [])
  const refused = createTally()
  const connectFailures = createTally()

  return {
    async store() {
      const outcomes = await mapWithConcurrency(
        Array.from({ length: count }, (_, index) => index),
        50,
        async (index) => {
          const pairingTopic = randomBytes(32).toString('hex')
          const sessionProposal = createNumberedMessage(`p:${index}`, messageBytes)
          const relayIndex = index % relayUrls.length
          const dapp = await connectBenchClient({
            relayUrl: relayUrls[relayIndex],
            localAddress: benchAddresses.mailbox(index),
          })
          const answer = await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal, ttl: 300 })
          await dapp.close()
          if (answer.result === true) {
            expected.set(pairingTopic, sessionProposal)
            storedOn[relayIndex].push(pairingTopic)
          } else refused.add(answer.error?.code ?? 'closed')
        },
      )
      for (const outcome of outcomes) {
        if (!outcome.ok)
          connectFailures.add(outcome.error.status ? `HTTP ${outcome.error.status}` : outcome.error.message)
      }
    },

    async verify() {
      const found = new Map()
      const fetchErrors = createTally()
      for (const [relayIndex, topics] of storedOn.entries()) {
        if (topics.length === 0) continue
        let wallet
        try {
          wallet = await connectBenchClient({
            relayUrl: relayUrls[(relayIndex + 1) % relayUrls.length],
            localAddress: benchAddresses.reader,
          })
        } catch (error) {
          // Nothing fetched: those proposals count as not kept.
          fetchErrors.add(error.status ? `HTTP ${error.status}` : error.message)
          continue
        }
        try {
          for (let start = 0; start < topics.length; start += fetchBatch) {
            const batch = topics.slice(start, start + fetchBatch)
            for (let page = 0; page < 100; page += 1) {
              const answer = await wallet.request('irn_batchFetchMessages', { topics: batch })
              if (!answer.result) {
                fetchErrors.add(answer.error?.code ?? 'closed')
                break
              }
              for (const { topic, message } of answer.result.messages) found.set(topic, message)
              if (!answer.result.hasMore) break
            }
          }
        } finally {
          await wallet.close()
        }
      }
      const kept = [...expected].filter(([topic, proposal]) => found.get(topic) === proposal).length
      return {
        stored: count,
        accepted: expected.size,
        refused: refused.toJSON(),
        connectFailures: connectFailures.toJSON(),
        kept,
        lost: expected.size - kept,
        fetchErrors: fetchErrors.toJSON(),
      }
    },
  }
}
