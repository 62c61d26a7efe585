'use client'

import { useCallback, useSyncExternalStore } from 'react'
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla'
import type { AppKit } from '../AppKit.ts'
import { type AppKitInternals, getAppKitInternals } from '../getAppKitInternals.ts'

const noop = () => undefined

/**
 * A snapshot of one of the instance's states (picked by `select`, which must return the same object for the same
 * instance), re-rendering when it changes. While hydrating it first renders what the server rendered. Undefined
 * without an instance.
 */
export function useAppKitSnapshot<T extends object>(
  appKit: AppKit | undefined,
  select: (internals: AppKitInternals) => T,
): Snapshot<T> | undefined {
  const internals = appKit ? getAppKitInternals(appKit) : undefined
  const state = internals ? select(internals) : undefined
  const subscribeState = useCallback(
    (onChange: () => void) => (state ? subscribe(state, onChange) : noop),
    [state],
  )
  const getSnapshot = useCallback(() => (state ? snapshot(state) : undefined), [state])
  const getServerSnapshot = useCallback(
    () => (state && internals ? internals.getServerSnapshot(state) : undefined),
    [state, internals],
  )
  return useSyncExternalStore(subscribeState, getSnapshot, getServerSnapshot)
}
