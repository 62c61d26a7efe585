import { describe, expect, it } from 'vitest'
import { PENDING_TRANSACTIONS_LIMIT } from '../constants/limits.ts'
import { createPendingTransactionsTracker } from './createPendingTransactionsTracker.ts'

describe('createPendingTransactionsTracker (spec §9: pending transactions limit 99)', () => {
  it('keeps at most 99 pending transactions, dropping the oldest', () => {
    expect(PENDING_TRANSACTIONS_LIMIT).toBe(99)
    const tracker = createPendingTransactionsTracker()
    for (let index = 0; index < 120; index++) tracker.add(`0x${index}`)
    expect(tracker.size()).toBe(99)
    expect(tracker.has('0x20')).toBe(false)
    expect(tracker.has('0x21')).toBe(true)
    expect(tracker.list()[0]).toBe('0x21')
    expect(tracker.list().at(-1)).toBe('0x119')
  })

  it('re-adding a transaction refreshes it instead of duplicating it', () => {
    const tracker = createPendingTransactionsTracker<{ hash: string; nonce: number }>(2)
    tracker.add({ hash: '0xa', nonce: 1 })
    tracker.add({ hash: '0xb', nonce: 2 })
    tracker.add({ hash: '0xa', nonce: 3 })
    tracker.add({ hash: '0xc', nonce: 4 })
    expect(tracker.list()).toEqual([
      { hash: '0xa', nonce: 3 },
      { hash: '0xc', nonce: 4 },
    ])
  })

  it('a confirmed transaction is removed; clear empties the tracker', () => {
    const tracker = createPendingTransactionsTracker()
    tracker.add('0xa')
    tracker.add('0xb')
    expect(tracker.remove('0xa')).toBe(true)
    expect(tracker.remove('0xa')).toBe(false)
    expect(tracker.list()).toEqual(['0xb'])
    tracker.clear()
    expect(tracker.size()).toBe(0)
  })

  it('each tracker is independent (no shared module state)', () => {
    const first = createPendingTransactionsTracker()
    const second = createPendingTransactionsTracker()
    first.add('0xa')
    expect(second.has('0xa')).toBe(false)
  })
})
