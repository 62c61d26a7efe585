import { proxy } from 'valtio/vanilla'
import type { ResolvedThemeMode, ThemeMode } from '../types/ThemeMode.ts'
import type { ThemeVariables } from '../types/ThemeVariables.ts'
import { pickThemeVariables } from '../utils/pickThemeVariables.ts'

export interface ThemeControllerState {
  /** What the dApp asked for. */
  themeMode: ThemeMode
  /** What is painted: `themeMode`, or the visitor's preference when it is `system`. */
  resolvedThemeMode: ResolvedThemeMode
  themeVariables: ThemeVariables
}

/** What is painted for `mode`: the mode itself, or the visitor's preference for `system`. */
export function resolveThemeMode(mode: ThemeMode, prefersDark: boolean): ResolvedThemeMode {
  if (mode !== 'system') return mode
  return prefersDark ? 'dark' : 'light'
}

/** The theme state a core starts from: the dApp's mode (default `system`) and its known variables. */
export function createThemeState(
  initial: { themeMode?: ThemeMode | undefined; themeVariables?: ThemeVariables | undefined },
  prefersDark: boolean,
): ThemeControllerState {
  const themeMode = initial.themeMode ?? 'system'
  return proxy<ThemeControllerState>({
    themeMode,
    resolvedThemeMode: resolveThemeMode(themeMode, prefersDark),
    themeVariables: pickThemeVariables(initial.themeVariables),
  })
}
