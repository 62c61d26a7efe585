import type { ThemeMode } from '../types/ThemeMode.ts'
import type { ThemeVariables } from '../types/ThemeVariables.ts'
import { mergeThemeVariables } from '../utils/mergeThemeVariables.ts'
import { createThemeState, resolveThemeMode } from './createThemeState.ts'

export type { ThemeControllerState } from './createThemeState.ts'

export interface ThemeControllerDeps {
  /** The visitor's colour-scheme preference now; absent (SSR, tests) means light. */
  prefersDark?(): boolean
  /** Calls `listener` whenever the preference changes; returns the unsubscribe function. */
  subscribePrefersDark?(listener: (prefersDark: boolean) => void): () => void
}

export interface ThemeControllerInitial {
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
}

/**
 * The theme (light, dark or system) and the `--w3m-*` variables. `system` follows the visitor's preference live
 * through `subscribePrefersDark`; call `destroy()` to stop listening.
 *
 * @example
 * const theme = createThemeController({ themeMode: 'system' }, { prefersDark: () => media.matches, subscribePrefersDark })
 */
export function createThemeController(initial: ThemeControllerInitial = {}, deps: ThemeControllerDeps = {}) {
  let prefersDark = deps.prefersDark?.() ?? false
  const state = createThemeState(initial, prefersDark)
  const resolve = (mode: ThemeMode) => resolveThemeMode(mode, prefersDark)

  const unsubscribe = deps.subscribePrefersDark?.((next) => {
    prefersDark = next
    state.resolvedThemeMode = resolve(state.themeMode)
  })

  return {
    state,
    setThemeMode(mode: ThemeMode) {
      state.themeMode = mode
      state.resolvedThemeMode = resolve(mode)
    },
    /** Merges over the current variables; a key set to `undefined` is removed, unknown keys are ignored. */
    setThemeVariables(variables: ThemeVariables) {
      state.themeVariables = mergeThemeVariables(state.themeVariables, variables)
    },
    destroy() {
      unsubscribe?.()
    },
  }
}

export type ThemeController = ReturnType<typeof createThemeController>
