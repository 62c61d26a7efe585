'use client'

import type { ThemeMode, ThemeVariables } from '@org/appkit-core'
import { InternalMessages } from '@org/appkit-core/internal'
import { useMemo } from 'react'
import type { ThemeState } from '../../AppKit.ts'
import { requireAppKit } from '../requireAppKit.ts'
import { useAppKitInstance } from '../useAppKitInstance.ts'
import { useAppKitView } from '../useAppKitView.ts'

export interface UseAppKitThemeReturnType extends ThemeState {
  setThemeMode(mode: ThemeMode): void
  /** Merges over the current variables; a key set to `undefined` is removed. */
  setThemeVariables(variables: ThemeVariables): void
}

/**
 * The theme and its setters.
 *
 * @example const { themeMode, setThemeMode } = useAppKitTheme()
 */
export function useAppKitTheme(): UseAppKitThemeReturnType {
  const appKit = useAppKitInstance()
  const theme = useAppKitView(appKit, 'theme')
  return useMemo(() => {
    const instance = () => requireAppKit(appKit, InternalMessages.connectionClientNotSet, 'useAppKitTheme')
    return {
      themeMode: theme?.themeMode ?? 'system',
      themeVariables: theme?.themeVariables ?? {},
      setThemeMode: (mode) => instance().setThemeMode(mode),
      setThemeVariables: (variables) => instance().setThemeVariables(variables),
    }
  }, [appKit, theme])
}
