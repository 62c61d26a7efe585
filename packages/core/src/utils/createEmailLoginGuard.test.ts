import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage.ts'
import { createStorageKeys } from '../storage/createStorageKeys.ts'
import { createEmailLoginGuard } from './createEmailLoginGuard.ts'

describe('createEmailLoginGuard (spec §5: email login may not repeat within 30 seconds)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_700_000_000_000 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function createGuard() {
    const keys = createStorageKeys(createMemoryStorage())
    return {
      guard: createEmailLoginGuard({ now: () => Date.now(), lastLoginTime: keys.lastEmailLoginTime }),
      keys,
    }
  }

  it('email login may not repeat within 30 seconds of the last one', () => {
    const { guard } = createGuard()
    expect(guard.check()).toBe(undefined)
    guard.recordLogin()
    vi.advanceTimersByTime(4_500)
    expect(guard.check()).toBe('Please try again after 26 seconds')
    expect(guard.secondsLeft()).toBe(26)
    vi.advanceTimersByTime(25_500)
    expect(guard.check()).toBe(undefined)
    expect(guard.secondsLeft()).toBe(0)
  })

  it('the cooldown survives a reload because the last login time is stored', () => {
    const { guard, keys } = createGuard()
    guard.recordLogin()
    expect(keys.lastEmailLoginTime.get()).toBe(Date.now())
    const reloaded = createEmailLoginGuard({ now: () => Date.now(), lastLoginTime: keys.lastEmailLoginTime })
    vi.advanceTimersByTime(1_000)
    expect(reloaded.check()).toBe('Please try again after 29 seconds')
  })
})
