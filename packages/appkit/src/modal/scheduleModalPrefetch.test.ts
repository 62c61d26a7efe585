import { IDLE_FALLBACK_DELAY_MS as PREFETCH_FALLBACK_DELAY_MS } from '@org/appkit-core/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type PrefetchWindow, scheduleModalPrefetch } from './scheduleModalPrefetch.ts'

/** The page's window, with an idle callback the test runs by hand (happy-dom has none) and a settable readyState. */
function createView({ idle = true, readyState = 'complete', saveData = false } = {}) {
  const idleCallbacks = new Map<number, IdleRequestCallback>()
  const idleOptions: Array<IdleRequestOptions | undefined> = []
  let nextHandle = 1
  const view: PrefetchWindow = {
    document: Object.create(document, { readyState: { get: () => readyState } }) as Document,
    navigator: { connection: { saveData } } as unknown as Navigator,
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
    ...(idle
      ? {
          requestIdleCallback: (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
            idleOptions.push(options)
            idleCallbacks.set(nextHandle, callback)
            return nextHandle++
          },
          cancelIdleCallback: (handle: number) => {
            idleCallbacks.delete(handle)
          },
        }
      : {}),
  }
  // The document's listeners must be the real document's, so events dispatched in it reach them.
  Object.defineProperties(view.document, {
    addEventListener: { value: document.addEventListener.bind(document) },
    removeEventListener: { value: document.removeEventListener.bind(document) },
  })
  const runIdle = () => {
    for (const [handle, callback] of [...idleCallbacks]) {
      idleCallbacks.delete(handle)
      callback({ didTimeout: false, timeRemaining: () => 50 })
    }
  }
  return { view, runIdle, pendingIdle: () => idleCallbacks.size, idleOptions }
}

/** An AppKit button as the components render it: a host with the buttons' class, the button in its shadow root. */
function renderButtonHost(hostTag = 'div') {
  const host = document.createElement(hostTag)
  if (hostTag === 'div') host.className = 'appkit-button-host'
  document.body.append(host)
  const button = document.createElement('button')
  button.textContent = 'Connect Wallet'
  host.attachShadow({ mode: 'open' }).append(button)
  return button
}

const pointerOver = (target: Element) =>
  target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }))
const focusIn = (target: Element) =>
  target.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }))

const cancels: Array<() => void> = []
function schedule(load: (signal: AbortSignal) => Promise<unknown>, view: PrefetchWindow) {
  const cancel = scheduleModalPrefetch(load, view)
  cancels.push(cancel)
  return cancel
}

afterEach(() => {
  for (const cancel of cancels.splice(0)) cancel()
  document.body.replaceChildren()
  vi.useRealTimers()
})

describe('scheduleModalPrefetch', () => {
  it('waits for the load event, then for an idle callback, then loads once', () => {
    const { view, runIdle, pendingIdle, idleOptions } = createView({ readyState: 'loading' })
    const load = vi.fn(async () => undefined)
    schedule(load, view)
    expect(pendingIdle()).toBe(0)
    window.dispatchEvent(new Event('load'))
    expect(pendingIdle()).toBe(1)
    expect(idleOptions[0]?.timeout).toBeGreaterThan(0)
    expect(load).not.toHaveBeenCalled()
    runIdle()
    expect(load).toHaveBeenCalledTimes(1)
    // Later signals find it done: the import is never triggered twice.
    window.dispatchEvent(new Event('load'))
    runIdle()
    pointerOver(renderButtonHost())
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks for an idle callback at once on a page that has already loaded', () => {
    const { view, runIdle, pendingIdle } = createView()
    const load = vi.fn(async () => undefined)
    schedule(load, view)
    expect(pendingIdle()).toBe(1)
    runIdle()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('falls back to a timeout where requestIdleCallback is missing', () => {
    vi.useFakeTimers()
    const { view } = createView({ idle: false })
    const load = vi.fn(async () => undefined)
    schedule(load, view)
    vi.advanceTimersByTime(PREFETCH_FALLBACK_DELAY_MS - 1)
    expect(load).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(load).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(PREFETCH_FALLBACK_DELAY_MS * 10)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads when the pointer enters an AppKit button (inside its shadow root), before the page is idle', () => {
    const { view, runIdle, pendingIdle } = createView()
    const load = vi.fn(async () => undefined)
    schedule(load, view)
    const button = renderButtonHost()
    pointerOver(button)
    pointerOver(button)
    expect(load).toHaveBeenCalledTimes(1)
    // The idle callback is cancelled with it.
    expect(pendingIdle()).toBe(0)
    runIdle()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads when an AppKit button or an appkit-* element takes the focus', () => {
    const { view } = createView({ readyState: 'loading' })
    const load = vi.fn(async () => undefined)
    schedule(load, view)
    focusIn(renderButtonHost())
    expect(load).toHaveBeenCalledTimes(1)

    const other = vi.fn(async () => undefined)
    schedule(other, view)
    focusIn(renderButtonHost('appkit-network-button'))
    expect(other).toHaveBeenCalledTimes(1)
  })

  it('ignores the pointer and the focus elsewhere on the page', () => {
    const { view } = createView({ readyState: 'loading' })
    const load = vi.fn(async () => undefined)
    schedule(load, view)
    const elsewhere = document.createElement('button')
    document.body.append(elsewhere)
    pointerOver(elsewhere)
    focusIn(elsewhere)
    expect(load).not.toHaveBeenCalled()
  })

  it('does nothing once cancelled (the instance was disposed)', () => {
    const { view, runIdle } = createView({ readyState: 'loading' })
    const load = vi.fn(async () => undefined)
    const cancel = schedule(load, view)
    cancel()
    window.dispatchEvent(new Event('load'))
    runIdle()
    pointerOver(renderButtonHost())
    expect(load).not.toHaveBeenCalled()
  })

  it('skips the idle prefetch under Save-Data, but still loads for a pointer on the button', () => {
    const { view, pendingIdle } = createView({ saveData: true })
    const load = vi.fn(async () => undefined)
    schedule(load, view)
    expect(pendingIdle()).toBe(0)
    pointerOver(renderButtonHost())
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('aborts the signal it gave load when cancelled after the prefetch started (the instance was disposed)', () => {
    const { view, runIdle } = createView()
    let signal: AbortSignal | undefined
    const load = vi.fn(async (given: AbortSignal) => {
      signal = given
    })
    const cancel = schedule(load, view)
    runIdle()
    expect(signal?.aborted).toBe(false)
    cancel()
    expect(signal?.aborted).toBe(true)
  })

  it('drops a failed prefetch without an unhandled rejection', async () => {
    const { view, runIdle } = createView()
    const failure = Promise.reject(new Error('chunk failed'))
    const load = vi.fn(() => failure)
    schedule(load, view)
    runIdle()
    expect(load).toHaveBeenCalledTimes(1)
    await expect(failure).rejects.toThrow('chunk failed')
  })
})
