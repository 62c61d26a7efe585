'use client'

import { useCallback, useSyncExternalStore } from 'react'
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla'

/**
 * The current snapshot of one of the core's states (a valtio proxy), re-rendering whenever anything in it changes.
 * valtio's own `useSnapshot` re-renders only for the properties a render read, but brings proxy-compare's
 * tracking code, which the bundler then puts in the page's first load beside the state that load already has;
 * the modal's states are small and change on visitor actions, so a render per change costs nothing a visitor sees.
 *
 * @example
 * const { open } = useStateSnapshot(core.modal.state)
 */
export function useStateSnapshot<T extends object>(state: T): Snapshot<T> {
  const subscribeState = useCallback((onChange: () => void) => subscribe(state, onChange), [state])
  const getSnapshot = useCallback(() => snapshot(state), [state])
  return useSyncExternalStore(subscribeState, getSnapshot, getSnapshot)
}
