import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint, FIRST_PAINT_FALLBACK_MS, type PaintWindow } from './afterFirstPaint.ts'

afterEach(() => {
  vi.useRealTimers()
})

/** The timers of the test's runtime (faked or not at the time of the call), as a window has them. */
const timers: Pick<PaintWindow, 'setTimeout' | 'clearTimeout'> = {
  setTimeout: ((handler: () => void, delay?: number) =>
    globalThis.setTimeout(handler, delay)) as unknown as Window['setTimeout'],
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
}

/** A window whose animation frames run only when the test says a frame comes. */
function framedWindow() {
  let frames: FrameRequestCallback[] = []
  const cancelled = new Set<number>()
  let next = 0
  const view: PaintWindow = {
    ...timers,
    requestAnimationFrame(callback) {
      frames.push(callback)
      next += 1
      ;(callback as FrameRequestCallback & { handle?: number }).handle = next
      return next
    },
    cancelAnimationFrame(handle) {
      cancelled.add(handle)
    },
  }
  const frame = () => {
    const due = frames
    frames = []
    for (const callback of due) {
      const { handle } = callback as FrameRequestCallback & { handle?: number }
      if (handle === undefined || !cancelled.has(handle)) callback(performance.now())
    }
  }
  return { view, frame, pendingFrames: () => frames.length }
}

describe('afterFirstPaint', () => {
  it('calls back in a task after the second frame, not before', () => {
    vi.useFakeTimers()
    const { view, frame } = framedWindow()
    const callback = vi.fn()
    afterFirstPaint(view, callback)
    vi.advanceTimersByTime(0)
    expect(callback).not.toHaveBeenCalled()
    frame()
    vi.advanceTimersByTime(0)
    expect(callback).not.toHaveBeenCalled()
    frame()
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(callback).toHaveBeenCalledTimes(1)
    // The fallback that was waiting does not call it again.
    vi.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('calls back after the fallback delay when no frame comes (a hidden tab), and once only', () => {
    vi.useFakeTimers()
    const { view, frame } = framedWindow()
    const callback = vi.fn()
    afterFirstPaint(view, callback)
    vi.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS - 1)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledTimes(1)
    frame()
    frame()
    vi.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('calls back in the next task where there are no animation frames', () => {
    vi.useFakeTimers()
    const callback = vi.fn()
    afterFirstPaint(timers, callback)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('never calls back once cancelled, and asks for no more frames', () => {
    vi.useFakeTimers()
    const { view, frame, pendingFrames } = framedWindow()
    const callback = vi.fn()
    const cancel = afterFirstPaint(view, callback)
    frame()
    cancel()
    frame()
    vi.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS * 2)
    expect(callback).not.toHaveBeenCalled()
    expect(pendingFrames()).toBe(0)
  })
})
