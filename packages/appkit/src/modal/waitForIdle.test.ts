import { IDLE_FALLBACK_DELAY_MS } from '@org/appkit-core/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitForIdle } from './waitForIdle.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('waitForIdle', () => {
  it('resolves in the idle callback, asking for one with a timeout', async () => {
    const callbacks: IdleRequestCallback[] = []
    const options: Array<IdleRequestOptions | undefined> = []
    let resolved = false
    const idle = waitForIdle({
      setTimeout: window.setTimeout.bind(window),
      requestIdleCallback: (callback, given) => {
        options.push(given)
        return callbacks.push(callback)
      },
    }).then(() => {
      resolved = true
    })
    await Promise.resolve()
    expect(resolved).toBe(false)
    expect(options[0]?.timeout).toBeGreaterThan(0)
    for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 })
    await idle
    expect(resolved).toBe(true)
  })

  it('falls back to a delay where requestIdleCallback is missing', async () => {
    vi.useFakeTimers()
    let resolved = false
    const idle = waitForIdle({ setTimeout: window.setTimeout.bind(window) }).then(() => {
      resolved = true
    })
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_DELAY_MS - 1)
    expect(resolved).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await idle
    expect(resolved).toBe(true)
  })
})
