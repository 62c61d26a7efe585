import { percentiles } from './percentiles.mjs'

/**
 * The record of every numbered message of a run: sent, answered by the relay (accepted or refused with a
 * JSON-RPC error), delivered to the peer (how often, and how long after it was sent). A message is lost when
 * the relay accepted it (its publish answered `true`) and it was never delivered. The answer and the delivery
 * may arrive in either order (they come on different sockets).
 *
 * @example
 * const ledger = createLossLedger()
 * ledger.sent('q:0:1')
 * ledger.answered('q:0:1', { result: true })
 * ledger.delivered('q:0:1')
 * ledger.summary().lost // 0
 */
export function createLossLedger({ now = () => performance.now() } = {}) {
  /** id → { sentAt, answer: 'pending' | 'accepted' | 'refused' | 'unanswered', code, deliveries } */
  const messages = new Map()
  const latencies = []
  let deliveries = 0
  let unexpected = 0

  return {
    sent(id) {
      if (messages.has(id))
        throw new Error(`message ${id} was already sent: every message needs its own number`)
      messages.set(id, { sentAt: now(), answer: 'pending', code: undefined, deliveries: 0 })
    },

    /** The relay's response to the publish: `{ result }`, `{ error: { code } }`, or `{ closed: true }`. */
    answered(id, response) {
      const entry = messages.get(id)
      if (entry?.answer !== 'pending') return
      if (response.error) {
        entry.answer = 'refused'
        entry.code = response.error.code
      } else if (response.closed) entry.answer = 'unanswered'
      else entry.answer = response.result === true ? 'accepted' : 'refused'
    },

    /** Returns true on the message's first delivery (a client acts on it once). */
    delivered(id) {
      const entry = messages.get(id)
      if (!entry) {
        unexpected += 1
        return false
      }
      entry.deliveries += 1
      if (entry.deliveries > 1) return false
      deliveries += 1
      latencies.push(now() - entry.sentAt)
      return true
    },

    /** First deliveries so far (messages per second = the difference over a window). */
    get deliveries() {
      return deliveries
    },

    /** Messages still in flight: publishes not yet answered, or accepted and not yet delivered. */
    outstanding() {
      let count = 0
      for (const entry of messages.values()) {
        if (entry.answer === 'pending' || (entry.answer === 'accepted' && entry.deliveries === 0)) count += 1
      }
      return count
    },

    summary({ lostSample = 10 } = {}) {
      const refusedByCode = {}
      const lostIds = []
      let accepted = 0
      let refused = 0
      let unanswered = 0
      let lost = 0
      let duplicates = 0
      for (const [id, entry] of messages) {
        if (entry.deliveries > 1) duplicates += entry.deliveries - 1
        if (entry.answer === 'accepted') {
          accepted += 1
          if (entry.deliveries === 0) {
            lost += 1
            if (lostIds.length < lostSample) lostIds.push(id)
          }
        } else if (entry.answer === 'refused') {
          refused += 1
          refusedByCode[entry.code] = (refusedByCode[entry.code] ?? 0) + 1
        } else unanswered += 1
      }
      return {
        sent: messages.size,
        accepted,
        refused,
        refusedByCode,
        // Never answered (the socket closed first, or still pending when the run ended).
        unanswered,
        delivered: deliveries,
        duplicates,
        // Deliveries of a message nobody sent (another client's, or garbage).
        unexpected,
        lost,
        lostIds,
        latencyMs: { count: latencies.length, ...percentiles(latencies, [50, 99, 100]) },
      }
    },
  }
}
