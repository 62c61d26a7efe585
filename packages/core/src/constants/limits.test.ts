import { describe, expect, it } from 'vitest'
import * as limits from './limits.ts'

// The spec's numbers, written out here once more on purpose: a change to a limit must be a change to this test.
describe('timers and limits (spec §2, §4, §5, §9)', () => {
  it('toast reopen 150 ms, shake 500 ms, header text 120 ms, modal height 150 ms, view transition 150 ms', () => {
    expect(limits.TOAST_REOPEN_MS).toBe(150)
    expect(limits.SHAKE_MS).toBe(500)
    expect(limits.HEADER_TEXT_MS).toBe(120)
    expect(limits.MODAL_HEIGHT_MS).toBe(150)
    expect(limits.VIEW_TRANSITION_MS).toBe(150)
  })

  it('back waits 100 ms before the embedded wallet reset; the reject toast follows after 300 ms', () => {
    expect(limits.EMBEDDED_BACK_RESET_MS).toBe(100)
    expect(limits.REJECT_TOAST_DELAY_MS).toBe(300)
  })

  it('pending transactions limit 99, email login cooldown 30 s, balance retry cooldown 30 s', () => {
    expect(limits.PENDING_TRANSACTIONS_LIMIT).toBe(99)
    expect(limits.EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000)
    expect(limits.BALANCE_RETRY_COOLDOWN_MS).toBe(30_000)
  })

  it('widget timeout 30000 ms', () => {
    expect(limits.WIDGET_TIMEOUT_MS).toBe(30_000)
  })

  it('time constants 1, 3, 5, 10 s and 4 min', () => {
    expect([
      limits.ONE_SECOND_MS,
      limits.THREE_SECONDS_MS,
      limits.FIVE_SECONDS_MS,
      limits.TEN_SECONDS_MS,
      limits.FOUR_MINUTES_MS,
    ]).toEqual([1_000, 3_000, 5_000, 10_000, 240_000])
  })

  it('swap slippage tolerance 1, embedded wallet SDK version 4, name registration at least 4 characters', () => {
    expect(limits.SWAP_SLIPPAGE_TOLERANCE).toBe(1)
    expect(limits.EMBEDDED_WALLET_SDK_VERSION).toBe(4)
    expect(limits.NAME_MIN_LENGTH).toBe(4)
  })

  it('amounts to 3 decimals, addresses truncated to first 4 and last 6, modal width 360 px', () => {
    expect(limits.DISPLAY_DECIMALS).toBe(3)
    expect([limits.ADDRESS_CHARS_START, limits.ADDRESS_CHARS_END]).toEqual([4, 6])
    expect(limits.MODAL_WIDTH_PX).toBe(360)
  })
})
