// node --test apps/relay/bench (the relay's vitest config runs src/**/*.test.ts only).
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createLossLedger } from './createLossLedger.mjs'
import { createNumberedMessage, readMessageNumber } from './createNumberedMessage.mjs'

function createClock() {
  let time = 0
  return { now: () => time, advance: (ms) => (time += ms) }
}

describe('createLossLedger', () => {
  it('counts a message accepted by the relay and never delivered as lost, and nothing else', () => {
    const ledger = createLossLedger()
    for (const id of ['delivered', 'lost', 'refused', 'unanswered', 'pending']) ledger.sent(id)
    ledger.answered('delivered', { result: true })
    ledger.delivered('delivered')
    ledger.answered('lost', { result: true })
    ledger.answered('refused', { error: { code: -32005, message: 'Limit exceeded' } })
    ledger.answered('unanswered', { closed: true })
    const summary = ledger.summary()
    assert.equal(summary.sent, 5)
    assert.equal(summary.accepted, 2)
    assert.equal(summary.lost, 1)
    assert.deepEqual(summary.lostIds, ['lost'])
    assert.equal(summary.refused, 1)
    assert.deepEqual(summary.refusedByCode, { '-32005': 1 })
    // Never answered: the socket closed first, or the run ended while it was in flight.
    assert.equal(summary.unanswered, 2)
  })

  it('accepts the delivery before the publish answer (they arrive on different sockets)', () => {
    const ledger = createLossLedger()
    ledger.sent('q:0:1')
    assert.equal(ledger.delivered('q:0:1'), true)
    assert.equal(ledger.outstanding(), 1) // the publish is not answered yet
    ledger.answered('q:0:1', { result: true })
    assert.equal(ledger.outstanding(), 0)
    assert.equal(ledger.summary().lost, 0)
  })

  it('measures latency from sent to the first delivery; later deliveries are duplicates, unknown ones unexpected', () => {
    const clock = createClock()
    const ledger = createLossLedger({ now: clock.now })
    ledger.sent('a')
    ledger.sent('b')
    ledger.answered('a', { result: true })
    ledger.answered('b', { result: true })
    clock.advance(3)
    assert.equal(ledger.delivered('a'), true)
    clock.advance(4)
    assert.equal(ledger.delivered('b'), true)
    assert.equal(ledger.delivered('a'), false)
    assert.equal(ledger.delivered('nobody sent this'), false)
    assert.equal(ledger.delivered(undefined), false)
    const summary = ledger.summary()
    assert.deepEqual(summary.latencyMs, { count: 2, p50: 3, p99: 7, p100: 7 })
    assert.equal(summary.delivered, 2)
    assert.equal(ledger.deliveries, 2)
    assert.equal(summary.duplicates, 1)
    assert.equal(summary.unexpected, 2)
  })

  it('keeps the first answer of a message and refuses to number two messages alike', () => {
    const ledger = createLossLedger()
    ledger.sent('a')
    ledger.answered('a', { result: true })
    ledger.answered('a', { closed: true })
    assert.equal(ledger.summary().accepted, 1)
    assert.throws(() => ledger.sent('a'), /already sent/)
  })

  it('reads back the number a message carries', () => {
    const message = createNumberedMessage('r:12:3', 512)
    assert.equal(message.length, 512)
    assert.equal(readMessageNumber(message), 'r:12:3')
    assert.equal(readMessageNumber('no number here'), undefined)
  })
})
