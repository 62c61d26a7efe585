import { vi } from 'vitest'

/** The part of a browser `window` wagmi and EIP-6963 use: events and `window.ethereum`. */
export type TestWindow = EventTarget & { ethereum?: unknown }

/**
 * Gives the test a fresh `window` of its own (an EventTarget, as the dev wallet's README suggests): wagmi's
 * injected connector reads `window.ethereum` and mipd listens for EIP-6963 announcements on `window`. Undo it
 * with `vi.unstubAllGlobals()`.
 */
export function installTestWindow(): TestWindow {
  const target: TestWindow = new EventTarget()
  vi.stubGlobal('window', target)
  return target
}
