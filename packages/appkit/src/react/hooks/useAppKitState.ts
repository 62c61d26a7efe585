'use client'

import { useMemo } from 'react'
import type { PublicState } from '../../AppKit.ts'
import { getPublicState, INITIAL_PUBLIC_STATE } from '../../state/getPublicState.ts'
import { useAppKitInstance } from '../useAppKitInstance.ts'
import { useAppKitSnapshot } from '../useAppKitSnapshot.ts'

/**
 * The modal's state: `{ open, loading, initialized, selectedNetworkId, activeChain }`.
 *
 * @example const { open, selectedNetworkId } = useAppKitState()
 */
export function useAppKitState(): PublicState {
  const appKit = useAppKitInstance()
  const modal = useAppKitSnapshot(appKit, ({ state }) => state.modal)
  const chain = useAppKitSnapshot(appKit, ({ state }) => state.chain)
  const status = useAppKitSnapshot(appKit, (internals) => internals.status)
  return useMemo(
    () => (modal && chain && status ? getPublicState({ modal, chain, status }) : INITIAL_PUBLIC_STATE),
    [modal, chain, status],
  )
}
