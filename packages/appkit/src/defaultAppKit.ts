import type { AppKit } from './AppKit.ts'

// The instance hooks, components and custom elements use outside <AppKitProvider> (AppKit-style: one
// createAppKit call per page). The latest createAppKit call wins.
let current: AppKit | undefined
const listeners = new Set<() => void>()

export function setDefaultAppKit(appKit: AppKit | undefined): void {
  if (current === appKit) return
  current = appKit
  for (const listener of listeners) listener()
}

export function getDefaultAppKit(): AppKit | undefined {
  return current
}

/** Calls `listener` whenever the default instance changes; returns the unsubscribe function. */
export function subscribeDefaultAppKit(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
