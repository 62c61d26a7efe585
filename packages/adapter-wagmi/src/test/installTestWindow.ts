import type { WebStorageLike } from '@org/appkit-core'
import { onTestFinished, vi } from 'vitest'

/** The part of a browser `window` wagmi and EIP-6963 use: events and `window.ethereum`. */
export type TestWindow = EventTarget & { ethereum?: unknown }

export interface InstallTestWindowOptions {
  /**
   * The page's `localStorage`, on the window and on `globalThis` (one object in a browser): a store, or `'throws'`
   * for a getter that throws a SecurityError as in sandboxed iframes and with site data blocked. Absent: none.
   */
  localStorage?: WebStorageLike | 'throws'
}

/**
 * Gives the test a fresh `window` of its own (an EventTarget, as the dev wallet's README suggests): wagmi's
 * injected connector reads `window.ethereum` and mipd listens for EIP-6963 announcements on `window`. Undo it
 * with `vi.unstubAllGlobals()`; a `localStorage` given here is removed when the test finishes.
 */
export function installTestWindow(options: InstallTestWindowOptions = {}): TestWindow {
  const target: TestWindow = new EventTarget()
  vi.stubGlobal('window', target)
  const { localStorage } = options
  if (localStorage !== undefined) {
    const descriptor: PropertyDescriptor =
      localStorage === 'throws'
        ? {
            configurable: true,
            get() {
              throw new DOMException(
                'The document is sandboxed and lacks the allow-same-origin flag.',
                'SecurityError',
              )
            },
          }
        : { configurable: true, value: localStorage }
    const previous = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
    Object.defineProperty(target, 'localStorage', descriptor)
    Object.defineProperty(globalThis, 'localStorage', descriptor)
    onTestFinished(() => {
      if (previous) Object.defineProperty(globalThis, 'localStorage', previous)
      else delete (globalThis as { localStorage?: unknown }).localStorage
    })
  }
  return target
}
