'use client'

import type { Core } from '@org/appkit-core'
import { useMemo } from 'react'
import { useStateSnapshot } from '../../state/useStateSnapshot.ts'
import { getAllowedWalletSchemes } from './getAllowedWalletSchemes.ts'

/** The native schemes wallet links may use here (getAllowedWalletSchemes), following the dApp's customWallets. */
export function useAllowedWalletSchemes(core: Core): ReadonlySet<string> {
  const { customWallets } = useStateSnapshot(core.options.state)
  return useMemo(() => getAllowedWalletSchemes(customWallets), [customWallets])
}
