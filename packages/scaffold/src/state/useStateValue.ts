'use client'

import { useCallback, useSyncExternalStore } from 'react'
import { subscribe } from 'valtio/vanilla'

/**
 * One value read from one of the core's states (a valtio proxy), re-rendering only when that value changes
 * (`Object.is`), not on every change to the state as useStateSnapshot does: for components that read one flag of
 * a state the modal's open and close write to, so an open re-renders only what it changes. `select` must return
 * a primitive or an object the state keeps (not a new one per call).
 *
 * @example
 * const shake = useStateValue(core.modal.state, (state) => state.shake)
 */
export function useStateValue<T extends object, V>(state: T, select: (state: T) => V): V {
  const subscribeState = useCallback((onChange: () => void) => subscribe(state, onChange), [state])
  const read = () => select(state)
  return useSyncExternalStore(subscribeState, read, read)
}
