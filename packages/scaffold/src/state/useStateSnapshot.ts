'use client'

import { type Snapshot, snapshot } from 'valtio/vanilla'
import { useStateValue } from './useStateValue.ts'

/**
 * The current snapshot of one of the core's states (a valtio proxy), re-rendering whenever anything in it changes.
 * valtio's own `useSnapshot` re-renders only for the properties a render read, but brings proxy-compare's
 * tracking code, which the bundler then puts in the page's first load beside the state that load already has;
 * the modal's states are small and change on visitor actions, so a render per change costs nothing a visitor sees.
 * valtio keeps one snapshot per version of a state, so the snapshot is the selected value `useStateValue` needs.
 *
 * @example
 * const { open } = useStateSnapshot(core.modal.state)
 */
export function useStateSnapshot<T extends object>(state: T): Snapshot<T> {
  return useStateValue(state, snapshot<T>)
}
