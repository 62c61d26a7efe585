'use client'

import { useMemo } from 'react'
import type { PublicState } from '../../AppKit.ts'
import { getPublicState, INITIAL_PUBLIC_STATE } from '../../state/getPublicState.ts'
import { useAppKitInstance } from '../useAppKitInstance.ts'
import { useAppKitView } from '../useAppKitView.ts'

/**
 * The modal's state: `{ open, loading, initialized, selectedNetworkId, activeChain }`.
 *
 * @example const { open, selectedNetworkId } = useAppKitState()
 */
export function useAppKitState(): PublicState {
  const appKit = useAppKitInstance()
  const modal = useAppKitView(appKit, 'modal')
  const chain = useAppKitView(appKit, 'chain')
  const status = useAppKitView(appKit, 'status')
  return useMemo(
    () => (modal && chain && status ? getPublicState({ modal, chain, status }) : INITIAL_PUBLIC_STATE),
    [modal, chain, status],
  )
}
