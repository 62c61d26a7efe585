import { describe, expect, it, vi } from 'vitest'
import type { ChainAdapter } from './ChainAdapter.ts'
import { createMockAdapter } from './createMockAdapter.ts'
import { type PreloadWindow, scheduleAdapterPreload } from './scheduleAdapterPreload.ts'

function idleWindow(navigator: object = {}) {
  const callbacks: (() => void)[] = []
  const view: PreloadWindow = {
    setTimeout: (() => 0) as unknown as Window['setTimeout'],
    requestIdleCallback: (callback) => callbacks.push(() => callback({} as IdleDeadline)),
    cancelIdleCallback: (handle) => callbacks.splice(handle - 1, 1, () => undefined),
    navigator: navigator as Navigator,
  }
  const runIdle = () => {
    for (const callback of callbacks.splice(0)) callback()
  }
  return { view, runIdle }
}

function preloadingAdapter(): ChainAdapter & { preload: ReturnType<typeof vi.fn> } {
  return { ...createMockAdapter({ namespace: 'eip155' }).adapter, preload: vi.fn(async () => undefined) }
}

describe('scheduleAdapterPreload', () => {
  it("preloads every adapter's flows once the browser is idle, not before", () => {
    const { view, runIdle } = idleWindow()
    const adapter = preloadingAdapter()
    const solana = createMockAdapter({ namespace: 'solana' }).adapter
    scheduleAdapterPreload([adapter, solana], view)
    expect(adapter.preload).not.toHaveBeenCalled()
    runIdle()
    expect(adapter.preload).toHaveBeenCalledTimes(1)
  })

  it('swallows a preload that rejects (an adapter breaking the contract), so the page gets no unhandled rejection', async () => {
    const unhandled: unknown[] = []
    const record = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', record)
    try {
      const { view, runIdle } = idleWindow()
      // A plain function: a `vi.fn` would handle the promise it returns itself (to record how it settled).
      let failedPreloads = 0
      const failing = {
        ...createMockAdapter({ namespace: 'eip155' }).adapter,
        preload: () => {
          failedPreloads += 1
          return Promise.reject(new Error('chunk lost'))
        },
      }
      const adapter = { ...preloadingAdapter(), namespace: 'solana' as const }
      scheduleAdapterPreload([failing, adapter], view)
      runIdle()
      // Node reports an unhandled rejection once the task that made it has ended.
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(failedPreloads).toBe(1)
      expect(adapter.preload).toHaveBeenCalledTimes(1)
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', record)
    }
  })

  it('does nothing once cancelled (the modal closed before the browser was idle)', () => {
    const { view, runIdle } = idleWindow()
    const adapter = preloadingAdapter()
    scheduleAdapterPreload([adapter], view)()
    runIdle()
    expect(adapter.preload).not.toHaveBeenCalled()
  })

  it('does nothing under Save-Data or on a server', () => {
    const { view, runIdle } = idleWindow({ connection: { saveData: true } })
    const adapter = preloadingAdapter()
    scheduleAdapterPreload([adapter], view)
    scheduleAdapterPreload([adapter], undefined)
    runIdle()
    expect(adapter.preload).not.toHaveBeenCalled()
  })
})
